/** "Couples counselling" -> "couples-counselling": lower-case ASCII words joined by dashes (image names, blog slugs). */
export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
