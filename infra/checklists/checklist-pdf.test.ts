import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklists, itemCount, NOT_A_DIAGNOSIS, PHQ_ATTRIBUTION } from "../../core/checklists";
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

interface TagNode {
  type: string;
  text: string;
  kids: TagNode[];
}

/**
 * The tags of a PDF as a reader of tagged PDFs sees them: the catalog's entries, the structure tree
 * with each element's text (read from the marked-content sequences its MCIDs name), and what the
 * pages draw outside any marked content or under an MCID the tree does not own.
 */
async function pdfTags(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const { catalog, context } = doc;
  const name = (dict: PDFDict | undefined, key: string) =>
    dict?.lookupMaybe(PDFName.of(key), PDFName)?.decodeText();
  const winAnsi: Record<number, string> = { 150: "–", 151: "—", 146: "’" };
  const decode = (hex: string) =>
    (hex.match(/../g) ?? [])
      .map((pair) => winAnsi[Number.parseInt(pair, 16)] ?? String.fromCharCode(Number.parseInt(pair, 16)))
      .join("");

  // Text per page and MCID; text shown outside marked content.
  const pageRefs = doc.getPages().map((page) => page.ref);
  const marked = new Map<string, string>();
  let untagged = 0;
  const structParents: (number | undefined)[] = [];
  for (const page of doc.getPages()) {
    structParents.push(page.node.lookupMaybe(PDFName.of("StructParents"), PDFNumber)?.asNumber());
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const stack: (number | "artifact")[] = [];
    for (const entry of streams) {
      const stream = context.lookup(entry as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const match of source.matchAll(
        /\/(\w+) <<\/(MCID|Type) \/?(\w+)>> BDC|\bEMC\b|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (match[0].endsWith("BDC")) stack.push(match[2] === "MCID" ? Number(match[3]) : "artifact");
        else if (match[0] === "EMC") stack.pop();
        else {
          const top = stack.at(-1);
          if (top === undefined) untagged += 1;
          else if (top !== "artifact") {
            const key = `${page.ref.toString()}/${top}`;
            marked.set(key, `${marked.get(key) ?? ""}${decode(match[4] ?? "")}`);
          }
        }
      }
    }
  }

  // The tree, claiming each MCID it names.
  const claimed = new Set<string>();
  const node = (ref: PDFRef): TagNode => {
    const element = context.lookup(ref, PDFDict);
    const page = element.get(PDFName.of("Pg"));
    const kids: TagNode[] = [];
    let text = "";
    const k = element.get(PDFName.of("K"));
    for (const kid of k instanceof PDFArray ? k.asArray() : k ? [k] : []) {
      if (kid instanceof PDFRef) {
        const child = node(kid);
        kids.push(child);
        text += ` ${child.text}`;
        continue;
      }
      const mcr = kid instanceof PDFDict ? kid : undefined;
      const mcid = mcr ? mcr.lookup(PDFName.of("MCID"), PDFNumber).asNumber() : (kid as PDFNumber).asNumber();
      const key = `${(mcr?.get(PDFName.of("Pg")) ?? page)?.toString()}/${mcid}`;
      claimed.add(key);
      text += ` ${marked.get(key) ?? ""}`;
    }
    return { type: name(element, "S") ?? "", text: text.replace(/\s+/g, " ").trim(), kids };
  };
  const treeRoot = catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict);
  const rootKid = treeRoot?.get(PDFName.of("K"));
  const tree = rootKid instanceof PDFRef ? node(rootKid) : undefined;

  // The parent tree: page i's array names, per MCID, the element that owns it.
  const nums = treeRoot
    ?.lookupMaybe(PDFName.of("ParentTree"), PDFDict)
    ?.lookupMaybe(PDFName.of("Nums"), PDFArray);
  const parentTreeOk = pageRefs.every((pageRef, index) => {
    const owners = nums?.lookupMaybe(2 * index + 1, PDFArray);
    const onPage = [...marked.keys()].filter((key) => key.startsWith(`${pageRef.toString()}/`));
    return nums?.lookupMaybe(2 * index, PDFNumber)?.asNumber() === index && owners?.size() === onPage.length;
  });

  return {
    lang: catalog.lookupMaybe(PDFName.of("Lang"), PDFString)?.decodeText(),
    marked: catalog
      .lookupMaybe(PDFName.of("MarkInfo"), PDFDict)
      ?.lookupMaybe(PDFName.of("Marked"), PDFBool)
      ?.asBoolean(),
    displayDocTitle: catalog
      .lookupMaybe(PDFName.of("ViewerPreferences"), PDFDict)
      ?.lookupMaybe(PDFName.of("DisplayDocTitle"), PDFBool)
      ?.asBoolean(),
    structParents,
    tree,
    untagged,
    unclaimed: [...marked.keys()].filter((key) => !claimed.has(key)),
    parentTreeOk,
  };
}

/** Every element of the tree, depth first (the reading order). */
function flatten(node: TagNode): TagNode[] {
  return [node, ...node.kids.flatMap(flatten)];
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

      it("is a tagged PDF in English (South Africa) that shows its title", async () => {
        const tags = await pdfTags(bytes);
        expect(tags.lang).toBe("en-ZA");
        expect(tags.marked).toBe(true);
        expect(tags.displayDocTitle).toBe(true);
        expect(tags.structParents).toEqual([...Array(pages).keys()]);
      });

      it("tags everything it shows: no text outside marked content, every MCID in the tree", async () => {
        const tags = await pdfTags(bytes);
        expect(tags.untagged).toBe(0);
        expect(tags.unclaimed).toEqual([]);
        expect(tags.parentTreeOk).toBe(true);
      });

      it("reads as a document: the title as heading 1, sections under headings 2, the questions as a list", async () => {
        const { tree } = await pdfTags(bytes);
        if (!tree) throw new Error("no structure tree");
        expect(tree.type).toBe("Document");
        const elements = flatten(tree);
        expect(elements.filter((element) => element.type === "H1").map((element) => element.text)).toEqual([
          checklist.title,
        ]);
        const headings = elements.filter((element) => element.type === "H2").map((element) => element.text);
        for (const heading of [
          NOT_A_DIAGNOSIS,
          "Your score",
          "What your score means",
          "What next",
          "Need help right now?",
        ]) {
          expect(headings).toContain(heading);
        }
        for (const part of checklist.parts) if (part.title) expect(headings).toContain(part.title);
        expect(elements.find((element) => element.type === "P")?.text).toBe(siteConfig.brandName);

        const questions = elements.filter(
          (element) => element.type === "LI" && /^\d+\.$/.test(element.kids[0]?.text ?? ""),
        );
        expect(questions).toHaveLength(itemCount(checklist));
        checklist.parts
          .flatMap((part) => part.items)
          .forEach((item, index) => {
            const [label, body] = questions[index]?.kids ?? [];
            expect(label?.type).toBe("Lbl");
            expect(label?.text).toBe(`${index + 1}.`);
            expect(body?.type).toBe("LBody");
            expect(body?.text.startsWith(item)).toBe(true);
          });

        const helplines = elements.filter(
          (element) =>
            element.type === "LI" && element.kids.length === 1 && element.kids[0]?.type === "LBody",
        );
        expect(helplines.map((element) => element.text)).toEqual(
          siteConfig.helplines.map((line) => `${line.number} ${line.name}`),
        );
      });
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
