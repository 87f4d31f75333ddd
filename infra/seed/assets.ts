/**
 * The seed's images: 16 neutral practitioner avatars and one illustration per featured service.
 * The SVGs are committed under pages-static/public/images/; this module is their source.
 * Regenerate with: npx tsx infra/seed/assets.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { featuredServiceNames, kebab } from "./data/featured";

export const AVATAR_COUNT = 16;

/** Soft background and muted figure colour pairs. */
const avatarPalettes: readonly (readonly [string, string])[] = [
  ["#E3F2EC", "#6BA58E"],
  ["#E6EEF8", "#6C8EBF"],
  ["#F8EBE3", "#C58B6A"],
  ["#EFE8F6", "#8E79B5"],
  ["#FBF3DC", "#C9A54B"],
  ["#E4F1F4", "#5F9CA8"],
  ["#F6E6EA", "#B77586"],
  ["#ECEFE3", "#8A9A5B"],
  ["#E8EAF0", "#6F7890"],
  ["#FDEBDD", "#D08A57"],
  ["#E2F0F9", "#4E8DB8"],
  ["#F1ECE6", "#9C8470"],
  ["#E7F4E4", "#6FA866"],
  ["#F3E9F1", "#A0709A"],
  ["#E9F3F1", "#5C9A8F"],
  ["#F5EFE1", "#B3945E"],
];

/** Avatar n (1-16): head and shoulders, with one of four neutral hair/collar shapes. */
export function avatarSvg(n: number): string {
  const palette = avatarPalettes[(n - 1) % avatarPalettes.length];
  if (!palette) throw new RangeError(`no avatar ${n}`);
  const [bg, fg] = palette;
  const variant = (n - 1) % 4;
  const hair = [
    "",
    `<path d="M41 50a23 23 0 0 1 46 0c-6-7-14-11-23-11s-17 4-23 11z" fill="#000" opacity=".18"/>`,
    `<circle cx="64" cy="24" r="10" fill="${fg}"/>`,
    `<path d="M40 56c0-16 10-28 24-28s24 12 24 28v18c-6-4-7-12-7-18a17 17 0 0 0-34 0c0 6-1 14-7 18z" fill="#000" opacity=".18"/>`,
  ][variant];
  const collar =
    Math.floor((n - 1) / 4) % 2 === 1
      ? `<path d="M54 92l10 12 10-12" fill="none" stroke="${bg}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Practitioner"><rect width="128" height="128" fill="${bg}"/><circle cx="64" cy="52" r="23" fill="${fg}"/>${hair}<path d="M20 128c0-25 19-42 44-42s44 17 44 42z" fill="${fg}"/>${collar}</svg>\n`;
}

const INK = "#1F6F63";
const ACCENT = "#F2A65A";
const TINT = "#E6F3EF";
const stroke = (colour: string, width = 4) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** Inner drawing for each featured service, on a 96×96 canvas. */
const serviceArt: Record<string, string> = {
  "Individual therapy": `<path d="M20 24h36a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H36l-10 8v-8h-6a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z" ${stroke(INK)}/><path d="M68 40h6a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6h-2v8l-10-8H50" ${stroke(ACCENT)}/><path d="M38 46s-9-5-9-11a4.5 4.5 0 0 1 9-1 4.5 4.5 0 0 1 9 1c0 6-9 11-9 11z" fill="${ACCENT}"/>`,
  "Couples counselling": `<path d="M38 72S16 59 16 43a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 16-22 29-22 29z" ${stroke(INK)}/><path d="M58 76S38 64 38 50a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 14-20 26-20 26z" fill="${ACCENT}" opacity=".85"/>`,
  "Trauma counselling": `<path d="M48 16l26 10v20c0 17-11 29-26 35-15-6-26-18-26-35V26z" ${stroke(INK)}/><path d="M48 62s-12-7-12-15a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 8-12 15-12 15z" fill="${ACCENT}"/>`,
  "ADHD assessment": `<rect x="24" y="20" width="48" height="60" rx="6" ${stroke(INK)}/><path d="M38 16h20v10H38z" fill="${TINT}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M32 42l4 4 8-8M32 62l4 4 8-8" ${stroke(ACCENT)}/><path d="M52 43h12M52 63h12" ${stroke(INK)}/>`,
  "Child psychology": `<circle cx="40" cy="40" r="9" ${stroke(INK)}/><path d="M26 80c0-12 6-22 14-22s14 10 14 22M54 62l10-10" ${stroke(INK)}/><ellipse cx="70" cy="32" rx="11" ry="13" fill="${ACCENT}"/><path d="M70 45l-2 4 4 0-2-4" fill="${ACCENT}"/><path d="M70 49c-2 4 2 6 0 10" ${stroke(INK, 2)}/>`,
  "Grief counselling": `<path d="M48 80V44" ${stroke(INK)}/><path d="M48 56c-14 0-22-8-22-20 14 0 22 8 22 20z" ${stroke(INK)}/><path d="M48 48c0-12 8-20 22-20 0 12-8 20-22 20z" fill="${ACCENT}"/><path d="M28 80h40" ${stroke(INK)}/>`,
  "General check-up": `<path d="M30 18v18a14 14 0 0 0 28 0V18" ${stroke(INK)}/><path d="M44 50v10a16 16 0 0 0 32 0v-6" ${stroke(INK)}/><circle cx="76" cy="48" r="7" fill="${ACCENT}"/><path d="M26 18h8M54 18h8" ${stroke(INK)}/>`,
  "Medication review": `<g transform="rotate(-40 42 52)"><rect x="22" y="40" width="44" height="22" rx="11" ${stroke(INK)}/><path d="M44 40v22" stroke="${INK}" stroke-width="4"/><path d="M33 40a11 11 0 0 0 0 22h11V40z" fill="${ACCENT}"/></g><circle cx="70" cy="66" r="12" fill="${TINT}" stroke="${INK}" stroke-width="4"/><path d="M64 66l4 4 8-8" ${stroke(INK, 3)}/>`,
  "Family planning": `<rect x="18" y="24" width="60" height="52" rx="6" ${stroke(INK)}/><path d="M18 38h60M34 18v12M62 18v12" ${stroke(INK)}/><path d="M48 68s-11-6-11-13a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 7-11 13-11 13z" fill="${ACCENT}"/>`,
  "Occupational therapy": `<path d="M26 30h14a6 6 0 1 1 12 0h14v14a6 6 0 1 0 0 12v14H52a6 6 0 1 0-12 0H26V56a6 6 0 1 1 0-12z" ${stroke(INK)}/><circle cx="46" cy="50" r="7" fill="${ACCENT}"/>`,
  "Chronic illness management": `<path d="M48 78S16 60 16 38a15 15 0 0 1 32-5 15 15 0 0 1 32 5c0 22-32 40-32 40z" ${stroke(INK)}/><path d="M24 50h12l5-10 7 20 6-14 4 4h14" ${stroke(ACCENT)}/>`,
  "Nutrition counselling": `<path d="M48 34c-6-4-24-4-26 14-2 16 10 32 20 32 3 0 4-2 6-2s3 2 6 2c10 0 22-16 20-32-2-18-20-18-26-14z" ${stroke(INK)}/><path d="M48 34c0-8 4-14 10-16" ${stroke(INK)}/><path d="M50 26c4-8 12-10 18-8-2 8-10 10-18 8z" fill="${ACCENT}"/>`,
};

export function serviceSvg(name: string): string {
  const art = serviceArt[name];
  if (!art) throw new Error(`no illustration for ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${name}"><rect width="96" height="96" rx="24" fill="${TINT}"/>${art}</svg>\n`;
}

/** Every asset file, as [path relative to pages-static/public, contents]. */
export function assetFiles(): [string, string][] {
  const files: [string, string][] = [];
  for (let n = 1; n <= AVATAR_COUNT; n++)
    files.push([`images/avatars/avatar-${String(n).padStart(2, "0")}.svg`, avatarSvg(n)]);
  for (const name of featuredServiceNames)
    files.push([`images/services/${kebab(name)}.svg`, serviceSvg(name)]);
  return files;
}

export const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../pages-static/public");

export function writeAssets(root = publicDir): number {
  const files = assetFiles();
  for (const [path, contents] of files) {
    const full = resolve(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, contents);
  }
  return files.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Wrote ${writeAssets()} SVGs under ${publicDir}/images`);
}
