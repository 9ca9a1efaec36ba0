import 'server-only';
import path from 'node:path';
import { openSync } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { RichBlock, RichDoc, RichInline, RichMark } from '@/lib/rich-text/doc';
import { printable } from '@/lib/server/pdf/printable';

/*
 * A signed contract as a PDF: the title, the text with its headings, lists, bold and
 * italic, the signature block, and page numbers. Noto Sans from lib/server/pdf/fonts has every
 * Hungarian and German letter; pdfkit embeds only the glyphs used, and is given a font of ours
 * from the start, so it never reads its own Helvetica metrics. What no font of ours can print (an
 * emoji) is left out and named at the end, never drawn as an empty box.
 */

const FONT_DIR = path.join(process.cwd(), 'lib', 'server', 'pdf', 'fonts');
const FONTS = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  italic: 'NotoSans-Italic.ttf',
  boldItalic: 'NotoSans-BoldItalic.ttf',
} as const;
type FontName = keyof typeof FONTS;

let glyphs: ((codePoint: number) => boolean) | null = null;
/** Whether every face of ours has a glyph for the character (read once). */
function covered(codePoint: number): boolean {
  if (!glyphs) {
    const faces = Object.values(FONTS).map((file) => openSync(path.join(FONT_DIR, file)));
    glyphs = (cp) => faces.every((face) => face.hasGlyphForCodePoint(cp));
  }
  return glyphs(codePoint);
}

export interface ContractPdfInput {
  title: string;
  /** The kennel's name, under the title. */
  subtitle: string;
  doc: RichDoc;
  signatureHeading: string;
  /** The signature block's lines: label and value. */
  signature: [string, string][];
  /** "Page 1 of 3" in the contract's language. */
  pageLabel: (page: number, pages: number) => string;
  /** Document properties (readable without decompressing the pages). */
  info: { author: string; subject: string; keywords: string };
  lang: string;
  /** The contract's verification page: its QR code's modules, a line and its address. */
  verify?: { matrix: boolean[][]; label: string; url: string };
  /** The closing note when characters were left out, given their code points. */
  droppedNote: (characters: string) => string;
}

const BODY_SIZE = 10.5;
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;
/** Text as it is printed: without what the fonts cannot draw (collected for the note). */
type Clean = (text: string) => string;

function fontOf(marks: RichMark[] | undefined): FontName {
  const bold = marks?.some((mark) => mark.type === 'bold') ?? false;
  const italic = marks?.some((mark) => mark.type === 'italic') ?? false;
  return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
}

/** One paragraph's runs, each in its own font, wrapping as one text. */
function runs(
  pdf: Doc,
  clean: Clean,
  content: RichInline[] | undefined,
  options: PDFKit.Mixins.TextOptions,
) {
  const parts = (content ?? []).map((node) =>
    node.type === 'text'
      ? { text: clean(node.text), font: fontOf(node.marks) }
      : { text: '\n', font: 'regular' as FontName },
  );
  if (parts.length === 0) parts.push({ text: ' ', font: 'regular' });
  parts.forEach((part, i) => {
    pdf.font(part.font).text(part.text, { ...options, continued: i < parts.length - 1 });
  });
}

function block(pdf: Doc, clean: Clean, node: RichBlock, indent: number) {
  const x = MARGIN + indent;
  const width = pdf.page.width - MARGIN - x;
  switch (node.type) {
    case 'heading':
      // A heading is not left alone at the foot of a page.
      if (pdf.y > pdf.page.height - MARGIN - 60) pdf.addPage();
      pdf.x = x;
      pdf.moveDown(0.6).fontSize(node.attrs.level === 2 ? 13 : 11.5);
      runs(
        pdf,
        clean,
        node.content?.map((n) => (n.type === 'text' ? { ...n, marks: [{ type: 'bold' }] } : n)),
        { width },
      );
      pdf.fontSize(BODY_SIZE).moveDown(0.3);
      return;
    case 'paragraph':
      pdf.x = x;
      runs(pdf, clean, node.content, { width, lineGap: 2 });
      pdf.moveDown(0.5);
      return;
    case 'bulletList':
    case 'orderedList':
      node.content.forEach((item, i) => {
        const marker = node.type === 'bulletList' ? '•' : `${i + 1}.`;
        // The marker and its text start on the same page.
        if (pdf.y > pdf.page.height - MARGIN - 3 * pdf.currentLineHeight(true)) pdf.addPage();
        const top = pdf.y;
        pdf.font('regular').text(marker, x, top, { width: 16 });
        pdf.y = top;
        item.content.forEach((child) => {
          pdf.x = x + 16;
          if (child.type === 'paragraph') {
            runs(pdf, clean, child.content, { width: width - 16, lineGap: 2 });
            pdf.moveDown(0.2);
          } else block(pdf, clean, child, indent + 16);
        });
      });
      pdf.x = MARGIN;
      pdf.moveDown(0.3);
      return;
    case 'image':
      return;
  }
}

const URL_SIZE = 9;
const MIN_URL_SIZE = 6;

/**
 * The verification address as printed: one line, in a smaller size where it is long; only when
 * even that is too wide, two lines broken after its last `/`, so the code itself stays whole.
 */
export function urlLines(
  url: string,
  widthAt: (text: string, size: number) => number,
  width: number,
): { size: number; lines: string[] } {
  for (let size = URL_SIZE; size >= MIN_URL_SIZE; size -= 0.5) {
    if (widthAt(url, size) <= width) return { size, lines: [url] };
  }
  const cut = url.lastIndexOf('/') + 1;
  return { size: MIN_URL_SIZE, lines: cut > 0 ? [url.slice(0, cut), url.slice(cut)] : [url] };
}

/** The verification page's QR code, drawn module by module, with its address beside it. */
function drawVerifyQr(
  pdf: Doc,
  clean: Clean,
  verify: { matrix: boolean[][]; label: string; url: string },
  width: number,
) {
  const size = 90;
  if (pdf.y > pdf.page.height - MARGIN - size - 20) pdf.addPage();
  pdf.moveDown(1);
  const top = pdf.y;
  const cell = size / verify.matrix.length;
  verify.matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) pdf.rect(MARGIN + x * cell, top + y * cell, cell, cell);
    }),
  );
  pdf.fillColor('#000').fill();
  const left = MARGIN + size + 12;
  const room = width - size - 12;
  pdf
    .font('regular')
    .fontSize(URL_SIZE)
    .text(clean(verify.label), left, top + 8, { width: room });
  const address = urlLines(
    verify.url,
    (text, points) => pdf.fontSize(points).widthOfString(text),
    room,
  );
  pdf.fontSize(address.size);
  // Without a width pdfkit never wraps a line: each is placed below the last by hand.
  let y = pdf.y;
  for (const line of address.lines) {
    pdf.text(line, left, y, { lineBreak: false, link: verify.url });
    y += pdf.currentLineHeight(true);
  }
  pdf.y = Math.max(y, top + size);
  pdf.x = MARGIN;
}

/** The contract's PDF, as bytes. */
export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: path.join(FONT_DIR, FONTS.regular),
    lang: input.lang,
    info: {
      Title: input.title,
      Author: input.info.author,
      Subject: input.info.subject,
      Keywords: input.info.keywords,
    },
  });
  for (const [name, file] of Object.entries(FONTS))
    pdf.registerFont(name, path.join(FONT_DIR, file));
  const dropped = new Set<string>();
  const clean: Clean = (text) => {
    const result = printable(text, covered);
    for (const character of result.dropped) dropped.add(character);
    return result.text;
  };
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(18).text(clean(input.title));
  pdf
    .font('regular')
    .fontSize(BODY_SIZE)
    .fillColor('#555')
    .text(clean(input.subtitle))
    .fillColor('#000');
  pdf.moveDown(0.8);
  for (const node of input.doc.content) block(pdf, clean, node, 0);

  pdf.moveDown(1.2);
  if (pdf.y > pdf.page.height - MARGIN - 120) pdf.addPage();
  const width = pdf.page.width - 2 * MARGIN;
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .strokeColor('#999')
    .stroke();
  pdf.moveDown(0.5).font('bold').fontSize(12).text(clean(input.signatureHeading), MARGIN);
  pdf.fontSize(BODY_SIZE).moveDown(0.3);
  for (const [label, value] of input.signature) {
    pdf
      .font('bold')
      .text(`${clean(label)}: `, { continued: true })
      .font('regular')
      .text(clean(value), { width });
  }

  if (input.verify) drawVerifyQr(pdf, clean, input.verify, width);
  if (dropped.size > 0) {
    pdf.moveDown(1).font('italic').fontSize(9).fillColor('#555');
    pdf.text(clean(input.droppedNote([...dropped].join(', '))), MARGIN, pdf.y, { width });
    pdf.fillColor('#000');
  }

  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would start a new page: lift it while numbering.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor('#555')
      .text(
        clean(input.pageLabel(i - start + 1, count)),
        MARGIN,
        pdf.page.height - MARGIN / 2 - 8,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
