import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklists, NOT_A_DIAGNOSIS, PHQ_ATTRIBUTION } from "../../core/checklists";
import { siteConfig } from "../../core/site-config";
import { renderChecklistPdf } from "./checklist-pdf";

/**
 * The text a PDF shows, read back from its pages' content streams: pdf-lib writes each line as a
 * hex string shown by `Tj`; lines are joined by spaces, so wrapped sentences read whole again.
 * (Only the WinAnsi characters the checklists use are mapped back; the rest stay as bytes.)
 */
async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const winAnsi: Record<number, string> = { 150: "–", 151: "—", 146: "’" };
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const entry of streams) {
      const stream = doc.context.lookup(entry as PDFRef) ?? entry;
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? "";
        const codes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
        lines.push(codes.map((code) => winAnsi[code] ?? String.fromCharCode(code)).join(""));
      }
    }
  }
  return { pages: doc.getPageCount(), text: lines.join(" ").replace(/\s+/g, " "), title: doc.getTitle() };
}

describe("the checklist PDFs", () => {
  for (const checklist of checklists) {
    describe(checklist.title, async () => {
      const bytes = await renderChecklistPdf(checklist, "https://staging.vulahealth.co.za");
      const { pages, text, title } = await pdfText(bytes);

      it("is a PDF pdf-lib can load again, titled after the checklist", () => {
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(title).toBe(`${checklist.title} | ${siteConfig.brandName}`);
      });

      it("says it is not a diagnosis, on every page", () => {
        expect(text).toContain(NOT_A_DIAGNOSIS);
        expect(text.split(`${checklist.title} | This is not a diagnosis. | Page`).length - 1).toBe(pages);
      });

      it("carries every crisis helpline and the not-an-emergency statement", () => {
        expect(text).toContain(
          `${siteConfig.brandName} is not an emergency service. ${siteConfig.crisisAdvice}`,
        );
        for (const line of siteConfig.helplines) {
          expect(text).toContain(`${line.number} ${line.name}`);
        }
      });

      it("has every question, the answers and the score bands", () => {
        checklist.parts
          .flatMap((part) => part.items)
          .forEach((item, index) => {
            expect(text).toContain(`${index + 1}. ${item}`);
          });
        for (const band of checklist.bands) expect(text).toContain(`${band.min}–${band.max} ${band.label}`);
        expect(text).toContain(checklist.question);
      });

      it("links to search on the origin it was built for", () => {
        expect(text).toContain("https://staging.vulahealth.co.za/page/search");
      });

      if (checklist.attribution) {
        it("carries the PHQ attribution its terms of use ask for", () => {
          expect(text).toContain(PHQ_ATTRIBUTION);
        });
      }
    });
  }

  it("warns about PHQ-9 question 9 (self-harm) whatever the total", async () => {
    const depression = checklists.find((checklist) => checklist.id === "depression");
    if (!depression) throw new Error("no depression checklist");
    const { text } = await pdfText(await renderChecklistPdf(depression));
    expect(text).toContain(
      'If you marked anything other than "Not at all" for question 9, please talk to someone today, whatever your total',
    );
  });

  it("is the same bytes on every build (fixed dates, no random ids)", async () => {
    const [first] = checklists;
    if (!first) throw new Error("no checklists");
    expect(await renderChecklistPdf(first)).toEqual(await renderChecklistPdf(first));
  });
});
