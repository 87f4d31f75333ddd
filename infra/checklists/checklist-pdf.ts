/**
 * The symptom checker's printable checklists, as PDFs written at build time with pdf-lib
 * (infra/vite/checklist-pdfs-plugin.ts). Everything on them comes from core/checklists.ts (questions,
 * scoring, attribution) and core/site-config.ts (brand, crisis helplines): the page and the PDFs
 * cannot drift apart. Standard fonts (Helvetica): no font files, PDFs of a few kilobytes. Tagged
 * (pdf-tags.ts), in English (South Africa), so screen readers read them in order, as a document.
 */
import {
  type PDFDocument as Doc,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { type Checklist, itemCount, NOT_A_DIAGNOSIS, NOT_A_DIAGNOSIS_DETAIL } from "../../core/checklists";
import { siteConfig } from "../../core/site-config";
import { PdfTags, type StructElement, type StructType } from "./pdf-tags";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_SPACE = 20;

const INK = rgb(0.09, 0.13, 0.16);
const MUTED = rgb(0.33, 0.38, 0.42);
const BRAND = rgb(11 / 255, 107 / 255, 102 / 255);
const BRAND_SOFT = rgb(0.91, 0.96, 0.95);
const ALERT_SOFT = rgb(1, 0.95, 0.93);
const ALERT = rgb(0.62, 0.16, 0.09);
const RULE = rgb(0.82, 0.86, 0.86);

/** Fixed dates keep the build reproducible: the PDF changes only when its text does. */
const CONTENT_DATE = new Date("2026-11-24T00:00:00Z");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
  lineHeight?: number;
}

/** Splits `text` into lines no wider than `width` at the given font and size (breaks at spaces). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A top-to-bottom writer over as many A4 pages as the content needs. */
class Layout {
  page: PDFPage;
  y: number;
  readonly tags: PdfTags;

  constructor(
    readonly doc: Doc,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    this.tags = new PdfTags(doc);
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  lineHeight(style: TextStyle): number {
    return style.lineHeight ?? style.size * 1.35;
  }

  /** Height of a wrapped paragraph without drawing it. */
  measure(text: string, style: TextStyle, width = CONTENT_WIDTH): number {
    return wrapText(text, style.font, style.size, width).length * this.lineHeight(style);
  }

  /**
   * Draws wrapped lines from (x, y) downwards; returns the height used. Does not move the cursor.
   * Each line but the last keeps its breaking space, so text read out of the PDF (screen readers,
   * copy and paste) has its words apart.
   */
  drawLines(text: string, x: number, y: number, style: TextStyle, width = CONTENT_WIDTH): number {
    const lines = wrapText(text, style.font, style.size, width);
    const step = this.lineHeight(style);
    lines.forEach((line, index) => {
      this.page.drawText(index < lines.length - 1 ? `${line} ` : line, {
        x,
        y: y - style.size - index * step,
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
    });
    return lines.length * step;
  }

  /** `drawLines` as the content of a new `type` element under `parent`; returns the height used. */
  tagLines(
    type: StructType,
    parent: StructElement,
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    width = CONTENT_WIDTH,
  ): number {
    let height = 0;
    this.tags.content(type, parent, this.page, () => {
      height = this.drawLines(text, x, y, style, width);
    });
    return height;
  }

  paragraph(
    text: string,
    style: TextStyle,
    after = 8,
    type: StructType = "P",
    parent: StructElement = this.tags.document,
  ): void {
    const height = this.measure(text, style);
    this.ensure(height);
    this.y -= this.tagLines(type, parent, text, MARGIN, this.y, style) + after;
  }

  /** A tinted box around a heading and paragraphs, kept on one page: a section of its own. */
  box(heading: string, paragraphs: readonly string[], tone: "brand" | "alert"): void {
    const pad = 12;
    const inner = CONTENT_WIDTH - 2 * pad;
    const head: TextStyle = { font: this.fonts.bold, size: 11, color: tone === "alert" ? ALERT : BRAND };
    const body: TextStyle = { font: this.fonts.regular, size: 9.5 };
    const height =
      2 * pad +
      this.measure(heading, head, inner) +
      paragraphs.reduce((sum, text) => sum + 4 + this.measure(text, body, inner), 0);
    this.ensure(height);
    this.tags.artifact(this.page, () =>
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height,
        width: CONTENT_WIDTH,
        height,
        color: tone === "alert" ? ALERT_SOFT : BRAND_SOFT,
        borderColor: tone === "alert" ? ALERT : BRAND,
        borderWidth: 0.75,
      }),
    );
    const section = this.tags.group("Sect");
    let y = this.y - pad;
    y -= this.tagLines("H2", section, heading, MARGIN + pad, y, head, inner);
    for (const text of paragraphs) {
      y -= 4 + this.tagLines("P", section, text, MARGIN + pad, y - 4, body, inner);
    }
    this.y -= height + 12;
  }

  rule(): void {
    this.tags.artifact(this.page, () =>
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4.width - MARGIN, y: this.y },
        thickness: 0.5,
        color: RULE,
      }),
    );
  }
}

/**
 * The question table: each item with one numbered circle per answer, to tick by hand. Tagged as
 * the answers' labels (a paragraph; repeated on a new page as pagination), then a list per part,
 * each question an item with its number as label and its text and answer points as body.
 */
function drawQuestions(layout: Layout, checklist: Checklist): void {
  const { fonts, tags } = layout;
  const columns = checklist.options.length;
  const columnWidth = columns > 4 ? 50 : 62;
  const textWidth = CONTENT_WIDTH - columns * columnWidth - 24;
  const optionX = (index: number) => MARGIN + 24 + textWidth + index * columnWidth;
  const label: TextStyle = { font: fonts.bold, size: 7.5, lineHeight: 9 };
  const item: TextStyle = { font: fonts.regular, size: 9.5 };

  let headerDrawn = false;
  const header = () => {
    const height = Math.max(
      ...checklist.options.map((option) => layout.measure(option.label, label, columnWidth - 6)),
    );
    layout.ensure(height + 30);
    const draw = () =>
      checklist.options.forEach((option, index) => {
        const lines = wrapText(option.label, label.font, label.size, columnWidth - 6);
        lines.forEach((line, row) => {
          const width = label.font.widthOfTextAtSize(line, label.size);
          // A trailing space keeps the labels apart when the text is read out.
          layout.page.drawText(`${line} `, {
            x: optionX(index) + (columnWidth - width) / 2,
            y: layout.y - label.size - row * 9,
            size: label.size,
            font: label.font,
            color: INK,
          });
        });
      });
    if (headerDrawn) tags.artifact(layout.page, draw, "Pagination");
    else tags.content("P", tags.document, layout.page, draw);
    headerDrawn = true;
    layout.y -= height + 6;
    layout.rule();
    layout.y -= 2;
  };

  header();
  let number = 0;
  for (const part of checklist.parts) {
    if (part.title) {
      layout.ensure(40);
      layout.y -= 6;
      layout.y -= layout.tagLines("H2", tags.document, part.title, MARGIN, layout.y, {
        font: fonts.bold,
        size: 10.5,
        color: BRAND,
      });
      layout.y -= 2;
    }
    const list = tags.group("L");
    for (const text of part.items) {
      number += 1;
      const height = Math.max(layout.measure(text, item, textWidth), 18) + 10;
      const pageBefore = layout.page;
      layout.ensure(height);
      if (layout.page !== pageBefore) header();
      const top = layout.y - 5;
      const listItem = tags.group("LI", list);
      tags.content("Lbl", listItem, layout.page, () =>
        layout.page.drawText(`${number}.`, {
          x: MARGIN,
          y: top - item.size,
          size: item.size,
          font: fonts.bold,
        }),
      );
      const body = tags.group("LBody", listItem);
      tags.mark(body, layout.page, () => layout.drawLines(text, MARGIN + 24, top, item, textWidth));
      const cy = top - 8;
      const cx = (index: number) => optionX(index) + columnWidth / 2;
      tags.artifact(layout.page, () =>
        checklist.options.forEach((_, index) => {
          layout.page.drawCircle({ x: cx(index), y: cy, size: 7.5, borderColor: MUTED, borderWidth: 0.75 });
        }),
      );
      tags.mark(body, layout.page, () =>
        checklist.options.forEach((option, index) => {
          const digit = String(option.points);
          layout.page.drawText(`${digit} `, {
            x: cx(index) - fonts.regular.widthOfTextAtSize(digit, 7.5) / 2,
            y: cy - 2.6,
            size: 7.5,
            font: fonts.regular,
            color: MUTED,
          });
        }),
      );
      layout.y -= height;
      layout.rule();
    }
  }
  layout.y -= 14;
}

function drawScoring(layout: Layout, checklist: Checklist): void {
  const { fonts } = layout;
  const heading: TextStyle = { font: fonts.bold, size: 12, color: BRAND };
  const body: TextStyle = { font: fonts.regular, size: 9.5 };
  layout.ensure(60);
  layout.paragraph("Your score", heading, 4, "H2");
  layout.paragraph(checklist.scoringHowTo, body, 6);
  layout.paragraph("My score: ________   Date: ______________", { font: fonts.bold, size: 10.5 }, 12);

  if (checklist.followUp) {
    layout.ensure(50);
    layout.paragraph(checklist.followUp.question, { font: fonts.bold, size: 9.5 }, 4);
    layout.paragraph(checklist.followUp.options.map((option) => `[   ] ${option}`).join("      "), body, 12);
  }

  // The bands stay together, under their heading.
  const bandHeight = (meaning: string) =>
    Math.max(layout.measure(meaning, body, CONTENT_WIDTH - 150), 14) + 6;
  layout.ensure(
    layout.measure("What your score means", heading) +
      4 +
      checklist.bands.reduce((sum, band) => sum + bandHeight(band.meaning), 0),
  );
  layout.paragraph("What your score means", heading, 4, "H2");
  const list = layout.tags.group("L");
  for (const band of checklist.bands) {
    const range = band.min === band.max ? `${band.min}` : `${band.min}–${band.max}`;
    const lead = `${range}  ${band.label}`;
    const height = bandHeight(band.meaning);
    layout.ensure(height);
    const listItem = layout.tags.group("LI", list);
    layout.tagLines("Lbl", listItem, lead, MARGIN, layout.y, { font: fonts.bold, size: 9.5 }, 140);
    layout.tagLines("LBody", listItem, band.meaning, MARGIN + 150, layout.y, body, CONTENT_WIDTH - 150);
    layout.y -= height;
  }
  layout.y -= 8;
}

function selfHarmWarning(checklist: Checklist): string | null {
  if (checklist.selfHarmItem === null) return null;
  return `If you marked anything other than "${checklist.options[0]?.label}" for question ${checklist.selfHarmItem + 1}, please talk to someone today, whatever your total: call one of the helplines at the end of this checklist, or go to your nearest emergency unit.`;
}

/** The helplines in two columns inside an alert box, kept together on one page: a section. */
function drawHelplines(layout: Layout): void {
  const { fonts, tags } = layout;
  const pad = 12;
  const statement = `${siteConfig.brandName} is not an emergency service. ${siteConfig.crisisAdvice}`;
  const body: TextStyle = { font: fonts.regular, size: 9.5 };
  const rowHeight = 15;
  const rows = Math.ceil(siteConfig.helplines.length / 2);
  const height =
    2 * pad + 16 + layout.measure(statement, body, CONTENT_WIDTH - 2 * pad) + 8 + rows * rowHeight;
  layout.ensure(height);
  tags.artifact(layout.page, () =>
    layout.page.drawRectangle({
      x: MARGIN,
      y: layout.y - height,
      width: CONTENT_WIDTH,
      height,
      color: ALERT_SOFT,
      borderColor: ALERT,
      borderWidth: 0.75,
    }),
  );
  const section = tags.group("Sect");
  let y = layout.y - pad;
  y -= layout.tagLines("H2", section, "Need help right now?", MARGIN + pad, y, {
    font: fonts.bold,
    size: 12,
    color: ALERT,
  });
  y -= layout.tagLines("P", section, statement, MARGIN + pad, y - 2, body, CONTENT_WIDTH - 2 * pad) + 10;
  const columnWidth = (CONTENT_WIDTH - 2 * pad) / 2;
  const list = tags.group("L", section);
  siteConfig.helplines.forEach((line, index) => {
    const x = MARGIN + pad + (index % 2) * columnWidth;
    const rowY = y - Math.floor(index / 2) * rowHeight - 9.5;
    tags.content("LBody", tags.group("LI", list), layout.page, () => {
      layout.page.drawText(`${line.number} `, { x, y: rowY, size: 10.5, font: fonts.bold, color: INK });
      layout.page.drawText(line.name, { x: x + 72, y: rowY, size: 9.5, font: fonts.regular, color: INK });
    });
  });
  layout.y -= height + 12;
}

/** The running footer: pagination, which screen readers skip (the body says all of it). */
function drawFooters(layout: Layout, checklist: Checklist): void {
  const pages = layout.doc.getPages();
  pages.forEach((page, index) => {
    const text = `${siteConfig.brandName}  |  ${checklist.title}  |  This is not a diagnosis.  |  Page ${index + 1} of ${pages.length}`;
    layout.tags.artifact(
      page,
      () =>
        page.drawText(text, {
          x: MARGIN,
          y: MARGIN - 14,
          size: 7.5,
          font: layout.fonts.regular,
          color: MUTED,
        }),
      "Pagination",
    );
  });
}

/** The PDF of one checklist, as bytes. `origin` is the site the PDF points people to. */
export async function renderChecklistPdf(
  checklist: Checklist,
  origin: string = siteConfig.siteUrl,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Readers show the title, not the file name, in the window (PDF/UA asks for both).
  doc.setTitle(`${checklist.title} | ${siteConfig.brandName}`, { showInWindowTitleBar: true });
  doc.setAuthor(siteConfig.brandName);
  doc.setSubject(`${checklist.summary} ${NOT_A_DIAGNOSIS}`);
  doc.setLanguage("en-ZA");
  doc.setCreator(`${siteConfig.brandName} symptom checker`);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(CONTENT_DATE);
  doc.setModificationDate(CONTENT_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const layout = new Layout(doc, fonts);
  const body: TextStyle = { font: fonts.regular, size: 9.5 };

  layout.paragraph(siteConfig.brandName, { font: fonts.bold, size: 11, color: BRAND }, 2);
  layout.paragraph(checklist.title, { font: fonts.bold, size: 20 }, 4, "H1");
  layout.paragraph(checklist.summary, { font: fonts.regular, size: 10.5, color: MUTED }, 12);
  layout.box(NOT_A_DIAGNOSIS, [NOT_A_DIAGNOSIS_DETAIL], "brand");
  layout.paragraph("Name: ______________________________     Date: ______________", body, 14);
  layout.paragraph(checklist.question, { font: fonts.bold, size: 10.5 }, 8);
  const points = checklist.scoring.kind === "sum" ? "; the number in the circle is its points" : "";
  layout.paragraph(
    `Circle one answer for each of the ${itemCount(checklist)} questions${points}.`,
    { ...body, color: MUTED },
    10,
  );
  drawQuestions(layout, checklist);
  const warning = selfHarmWarning(checklist);
  if (warning) layout.box(`About question ${(checklist.selfHarmItem ?? 0) + 1}`, [warning], "alert");
  drawScoring(layout, checklist);
  layout.box(
    "What next",
    [
      "Whatever your score, if you are worried about how you feel, take this checklist to a GP, psychologist or counsellor and talk it through.",
      `Find one near you and book online: ${new URL("/page/search", origin).href}`,
    ],
    "brand",
  );
  drawHelplines(layout);
  layout.paragraph(
    checklist.attribution ??
      `Checklist written by ${siteConfig.brandName} in plain words after the signs clinicians look for in adults. It is not a validated screening test.`,
    { font: fonts.italic, size: 8, color: MUTED },
    0,
  );
  drawFooters(layout, checklist);
  layout.tags.finish();
  return doc.save();
}
