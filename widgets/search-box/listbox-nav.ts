/**
 * Keyboard movement through a combobox's options (ARIA 1.2 combobox pattern): -1 means no option is
 * active. Down from none (or the last) goes to the first, Up from none (or the first) to the last.
 */
export type ListboxKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

export function nextActiveIndex(current: number, count: number, key: ListboxKey): number {
  if (count <= 0) return -1;
  const valid = Number.isInteger(current) && current >= 0 && current < count;
  switch (key) {
    case "ArrowDown":
      return valid ? (current + 1) % count : 0;
    case "ArrowUp":
      return valid ? (current - 1 + count) % count : count - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
  }
}
