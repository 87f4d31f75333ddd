/**
 * An address masked for the admins' suppression list (issue 30): enough for support to match it
 * against the address a person names ("t•••@g•••.com"), not enough to read it. The first letter of
 * the mailbox and of the domain, and the domain's last label (the top-level domain).
 */
const HIDDEN = "•••";

export function maskAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  const local = at > 0 ? trimmed.slice(0, at) : trimmed;
  const domain = at > 0 ? trimmed.slice(at + 1) : "";
  const labels = domain.split(".");
  const top = labels.length > 1 ? `.${labels.at(-1)}` : "";
  return `${local.slice(0, 1)}${HIDDEN}@${domain.slice(0, 1)}${HIDDEN}${top}`;
}
