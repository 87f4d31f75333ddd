/** Small texts about a practitioner shared by the search results and the profile. */

/** "TM" for "Dr Thandeka Mkhize": first and last name's initials, titles skipped. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== "" && !/^(dr|prof|mr|mrs|ms|miss)\.?$/i.test(word));
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => (word ?? "").charAt(0).toUpperCase()).join("");
}

/** "1 review", "12 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
