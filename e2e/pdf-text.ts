import { inflateSync } from "node:zlib";

/**
 * Whether a PDF written by pdf-lib shows `text` on a page: its content streams are Flate-compressed
 * and its standard-font text is written as hex strings, so each stream is inflated and searched for
 * the text's hex. Enough for our own invoices; not a general PDF reader.
 */
export function pdfShowsText(pdf: Buffer, text: string): boolean {
  const raw = pdf.toString("latin1");
  const hex = Buffer.from(text, "latin1").toString("hex").toUpperCase();
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g);
  for (const [, body] of streams) {
    try {
      if (
        inflateSync(Buffer.from(body ?? "", "latin1"))
          .toString("latin1")
          .toUpperCase()
          .includes(hex)
      )
        return true;
    } catch {
      // Not a Flate stream (a font program, metadata): nothing to read in it.
    }
  }
  return false;
}
