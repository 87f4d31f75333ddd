/**
 * Where a list page started (its partition, offset and first entry's name key), handed to the
 * browser so the pager's next, previous and nearby pages are read from there rather than from an
 * end of the list. Sealed (AES-GCM, a key for this purpose only): the name key holds a person's
 * name, which has no business in a URL or a log, and a forged anchor could point anywhere.
 */
import { BadRequestError } from "../../core/errors";
import { open, seal } from "../lib/aes-gcm";
import { derivedKey } from "../lib/derived-key";

export interface Anchor {
  partition: string;
  /** The list's order (Z to A when true): an offset counts from the start of that order. */
  descending: boolean;
  offset: number;
  key: string;
}

export const BAD_ANCHOR = "This page of the list is out of date. Please go back to the first page.";

const key = () => derivedKey("vula-health admin list anchor v1");
const CONTEXT = "directory-anchor";

export const anchorOf = (partition: string, descending: boolean, offset: number, key: string): Anchor => ({
  partition,
  descending,
  offset,
  key,
});

export function encodeAnchor(anchor: Anchor): string {
  return seal(
    key(),
    JSON.stringify([anchor.partition, anchor.descending, anchor.offset, anchor.key]),
    CONTEXT,
  );
}

/** The anchor a list sent back, or a 400 if it was not one of ours (or the secret has rotated). */
export function decodeAnchor(text: string): Anchor {
  try {
    const [partition, descending, offset, sortKey] = JSON.parse(open(key(), text, CONTEXT)) as unknown[];
    if (
      typeof partition === "string" &&
      typeof descending === "boolean" &&
      typeof offset === "number" &&
      Number.isInteger(offset) &&
      offset >= 0 &&
      typeof sortKey === "string"
    )
      return { partition, descending, offset, key: sortKey };
  } catch {
    // Not ours: answered below.
  }
  throw new BadRequestError(BAD_ANCHOR);
}
