/**
 * Tags for a PDF drawn with pdf-lib, which draws but does not tag: a structure tree (document,
 * headings, paragraphs, lists) whose elements point at marked-content sequences (MCIDs) in the
 * pages' content, and everything else marked as an artifact. Screen readers read a tagged PDF in
 * the tree's order with its headings and lists; an untagged one is a run of loose lines.
 */
import {
  endMarkedContent,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";

/** The standard structure types the checklists use (ISO 32000-1, 14.8.4). */
export type StructType = "Document" | "Sect" | "H1" | "H2" | "P" | "L" | "LI" | "Lbl" | "LBody";

interface MarkedContent {
  page: PDFPage;
  mcid: number;
}

export class StructElement {
  readonly kids: (StructElement | MarkedContent)[] = [];

  constructor(
    readonly type: StructType,
    readonly parent: StructElement | null,
  ) {}
}

export class PdfTags {
  readonly document = new StructElement("Document", null);
  /** Per page, the element that owns each MCID (the index is the MCID): the parent tree. */
  private readonly owners = new Map<PDFPage, StructElement[]>();

  constructor(private readonly doc: PDFDocument) {}

  /** A new element under `parent` that holds other elements. */
  group(type: StructType, parent: StructElement = this.document): StructElement {
    const element = new StructElement(type, parent);
    parent.kids.push(element);
    return element;
  }

  /** A new element under `parent` whose content is what `draw` draws on `page`. */
  content(type: StructType, parent: StructElement, page: PDFPage, draw: () => void): StructElement {
    const element = this.group(type, parent);
    this.mark(element, page, draw);
    return element;
  }

  /** Adds what `draw` draws on `page` to `element`'s content, as one marked-content sequence. */
  mark(element: StructElement, page: PDFPage, draw: () => void): void {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(element);
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of(element.type),
        `<</MCID ${mcid}>>`,
      ]),
    );
    draw();
    page.pushOperators(endMarkedContent());
    element.kids.push({ page, mcid });
  }

  /** Draws what is not content (boxes, rules, circles; running footers as pagination). */
  artifact(page: PDFPage, draw: () => void, type: "Layout" | "Pagination" = "Layout"): void {
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of("Artifact"),
        `<</Type /${type}>>`,
      ]),
    );
    draw();
    page.pushOperators(endMarkedContent());
  }

  /** Writes the structure tree, the parent tree and the catalog's entries; call once, last. */
  finish(): void {
    const { context, catalog } = this.doc;
    const pages = this.doc.getPages();
    const rootRef = context.nextRef();
    const refs = new Map<StructElement, PDFRef>();
    const elements: StructElement[] = [];
    const collect = (element: StructElement) => {
      elements.push(element);
      refs.set(element, context.nextRef());
      for (const kid of element.kids) if (kid instanceof StructElement) collect(kid);
    };
    collect(this.document);

    for (const element of elements) {
      const marked = element.kids.filter((kid): kid is MarkedContent => !(kid instanceof StructElement));
      const page = marked[0]?.page;
      const kids = element.kids.map((kid) => {
        if (kid instanceof StructElement) return refs.get(kid) as PDFRef;
        if (kid.page === page) return PDFNumber.of(kid.mcid);
        return context.obj({ Type: "MCR", Pg: kid.page.ref, MCID: kid.mcid });
      });
      context.assign(
        refs.get(element) as PDFRef,
        context.obj({
          Type: "StructElem",
          S: element.type,
          P: element.parent ? (refs.get(element.parent) as PDFRef) : rootRef,
          ...(page ? { Pg: page.ref } : {}),
          K: kids,
        }),
      );
    }

    const nums = pages.flatMap((page, index) => {
      page.node.set(PDFName.of("StructParents"), PDFNumber.of(index));
      // Tab order follows the structure (PDF/UA).
      page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
      const owners = (this.owners.get(page) ?? []).map((element) => refs.get(element) as PDFRef);
      return [PDFNumber.of(index), context.obj(owners)];
    });
    context.assign(
      rootRef,
      context.obj({
        Type: "StructTreeRoot",
        K: refs.get(this.document) as PDFRef,
        ParentTree: { Nums: nums },
        ParentTreeNextKey: pages.length,
      }),
    );
    catalog.set(PDFName.of("StructTreeRoot"), rootRef);
    catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
  }
}
