// The stored form of the breeder's rich text: the editor's own JSON (Tiptap node and
// mark names), narrowed to what a page of prose needs. Nothing in it can carry script: the site
// renders it as React elements (components/rich-text/RichText.tsx), never as HTML.

export type RichMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

export interface RichText {
  type: 'text';
  text: string;
  marks?: RichMark[];
}

export type RichInline = RichText | { type: 'hardBreak' };

export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}

export interface RichHeading {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content?: RichInline[];
}

export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}

export interface RichList {
  type: 'bulletList' | 'orderedList';
  content: RichListItem[];
}

export interface RichImage {
  type: 'image';
  /** width and height: the photo's own, so the page keeps its room before the file arrives. */
  attrs: { src: string; alt: string; width?: number; height?: number };
}

export type RichBlock = RichParagraph | RichHeading | RichList | RichImage;

export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

/** Headings inside a page's text: the page's own title is its only `h1`. */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export const EMPTY_DOC: RichDoc = { type: 'doc', content: [] };

function inlineText(content: RichInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.content);
    case 'bulletList':
    case 'orderedList':
      return block.content.map((item) => item.content.map(blockText).join('\n')).join('\n');
    case 'image':
      return '';
  }
}

/** The text alone, blocks on lines of their own: for descriptions, feeds and search. */
export function docText(doc: RichDoc): string {
  return doc.content
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n');
}

/** The characters a reader sees, what the editor's live counter counts against a limit. */
export function docLength(doc: RichDoc): number {
  return docText(doc).replace(/\n/g, '').length;
}

export function isEmptyDoc(doc: RichDoc | null | undefined): boolean {
  return !doc || (docText(doc).trim() === '' && !doc.content.some((b) => b.type === 'image'));
}

/** A plain string as a document: one paragraph per blank-line-separated part. */
export function textDoc(text: string): RichDoc {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: parts.map((part) => ({
      type: 'paragraph',
      content: part
        .split('\n')
        .flatMap((line, i): RichInline[] => [
          ...(i > 0 ? [{ type: 'hardBreak' } as const] : []),
          ...(line ? [{ type: 'text' as const, text: line }] : []),
        ]),
    })),
  };
}
