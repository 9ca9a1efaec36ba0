// Any JSON to a valid RichDoc (lib/rich-text/doc.ts): what the editor sends, what a script posts,
// what htmlToDoc built. Only the node and mark types of the doc survive; an unknown node gives
// up its text, not its meaning; links keep only safe schemes; images only the site's own photos.
import {
  HEADING_LEVELS,
  type HeadingLevel,
  type RichBlock,
  type RichDoc,
  type RichInline,
  type RichListItem,
  type RichMark,
} from './doc';

export interface SanitizeOptions {
  /** Whether an image address is one of the site's own photos. */
  isOwnImage?: (src: string) => boolean;
}

/** The site's own photo files (app/api/uploads/[key]). */
const OWN_PHOTO = /^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)?$/;
export const isOwnPhoto = (src: string) => OWN_PHOTO.test(src);

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const MAX_HREF = 2000;
const MAX_ALT = 300;
/** A photo's side in pixels at most (the upload limits allow far less). */
const MAX_SIDE = 20_000;
/** Lists nested deeper than this are flattened: no stack to exhaust, no layout to break. */
const MAX_DEPTH = 6;

/** C0 controls, DEL, C1 controls and the bidi overrides, which no prose needs. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A link the site may render, or null: `http(s):`, `mailto:`, `tel:`, or a path on this site.
 * Browsers ignore tabs, newlines and leading controls in a scheme, so they go before the check.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '' || cleaned.length > MAX_HREF) return null;
  if (cleaned.startsWith('/')) {
    // A path on this site; `//host` and `/\host` would leave it.
    return /^\/[^/\\]/.test(cleaned) || cleaned === '/' ? cleaned : null;
  }
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (!LINK_SCHEMES.has(url.protocol)) return null;
  return url.protocol.startsWith('http') ? url.href : cleaned;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const children = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

const cleanText = (text: string) => text.replace(CONTROL, '').replace(/\r?\n|\r/g, ' ');

function markOf(mark: unknown): RichMark | null {
  if (!isObject(mark)) return null;
  switch (mark.type) {
    case 'bold':
    case 'strong':
      return { type: 'bold' };
    case 'italic':
    case 'em':
      return { type: 'italic' };
    case 'link': {
      const href = safeHref(isObject(mark.attrs) ? mark.attrs.href : undefined);
      return href ? { type: 'link', attrs: { href } } : null;
    }
    default:
      return null;
  }
}

function marksOf(value: unknown): RichMark[] {
  const marks: RichMark[] = [];
  for (const mark of Array.isArray(value) ? value : []) {
    const clean = markOf(mark);
    if (clean && !marks.some((m) => m.type === clean.type)) marks.push(clean);
  }
  return marks;
}

const sameMarks = (a: RichMark[] = [], b: RichMark[] = []) =>
  a.length === b.length && a.every((mark, i) => JSON.stringify(mark) === JSON.stringify(b[i]));

/** Inline content: text and line breaks, adjacent texts with the same marks joined. */
function inlines(nodes: unknown[], inherited: RichMark[] = []): RichInline[] {
  const out: RichInline[] = [];
  const push = (node: RichInline) => {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last.marks, node.marks)) {
      last.text += node.text;
    } else out.push(node);
  };
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if (node.type === 'text' && typeof node.text === 'string') {
      const text = cleanText(node.text);
      if (text === '') continue;
      const marks = marksOf([...inherited, ...(Array.isArray(node.marks) ? node.marks : [])]);
      push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
    } else if (node.type === 'hardBreak') {
      push({ type: 'hardBreak' });
    } else {
      // An unknown inline node (or a block where text belongs) keeps only its text.
      for (const child of inlines(children(node), inherited)) push(child);
    }
  }
  return out;
}

function headingLevel(attrs: unknown): HeadingLevel {
  const level = isObject(attrs) && typeof attrs.level === 'number' ? attrs.level : 2;
  return HEADING_LEVELS.find((l) => l >= level) ?? 4;
}

const INLINE_TYPES = new Set(['text', 'hardBreak']);

function blocks(nodes: unknown[], depth: number, options: SanitizeOptions): RichBlock[] {
  const out: RichBlock[] = [];
  let loose: unknown[] = [];
  const flushLoose = () => {
    const content = inlines(loose);
    // Whitespace between blocks is layout, not a paragraph.
    if (content.some((n) => n.type === 'hardBreak' || n.text.trim() !== '')) {
      out.push({ type: 'paragraph', content });
    }
    loose = [];
  };
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if (INLINE_TYPES.has(node.type as string)) {
      loose.push(node);
      continue;
    }
    flushLoose();
    out.push(...block(node, depth, options));
  }
  flushLoose();
  return out;
}

function block(node: Json, depth: number, options: SanitizeOptions): RichBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const content = inlines(children(node));
      return [content.length ? { type: 'paragraph', content } : { type: 'paragraph' }];
    }
    case 'heading': {
      const content = inlines(children(node));
      if (!content.length) return [];
      return [{ type: 'heading', attrs: { level: headingLevel(node.attrs) }, content }];
    }
    case 'bulletList':
    case 'orderedList': {
      if (depth >= MAX_DEPTH) return blocks(children(node).flatMap(itemContent), depth, options);
      const items = children(node)
        .map((item): RichListItem => ({
          type: 'listItem',
          content: blocks(itemContent(item), depth + 1, options),
        }))
        .filter((item) => item.content.length > 0);
      return items.length ? [{ type: node.type, content: items }] : [];
    }
    case 'image': {
      const attrs = isObject(node.attrs) ? node.attrs : {};
      const src = typeof attrs.src === 'string' ? attrs.src.trim() : '';
      if (!(options.isOwnImage ?? isOwnPhoto)(src)) return [];
      const alt = typeof attrs.alt === 'string' ? cleanText(attrs.alt).slice(0, MAX_ALT) : '';
      const size = (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_SIDE
          ? value
          : null;
      const [width, height] = [size(attrs.width), size(attrs.height)];
      return [{ type: 'image', attrs: { src, alt, ...(width && height && { width, height }) } }];
    }
    default:
      // Quotes, code, rules, tables and anything unknown: their content, in our blocks.
      return depth >= MAX_DEPTH
        ? blocks(
            [{ type: 'paragraph', content: [{ type: 'text', text: textOf(node) }] }],
            depth,
            options,
          )
        : blocks(children(node), depth + 1, options);
  }
}

/** A list item's blocks (a bare node in a list stands for an item of its own). */
const itemContent = (item: unknown): unknown[] =>
  isObject(item) ? (item.type === 'listItem' ? children(item) : [item]) : [];

function textOf(node: unknown): string {
  if (!isObject(node)) return '';
  if (node.type === 'text' && typeof node.text === 'string') return node.text;
  return children(node).map(textOf).join(' ');
}

/** Any value to a valid document; what is not a document is an empty one. */
export function sanitizeDoc(input: unknown, options: SanitizeOptions = {}): RichDoc {
  if (!isObject(input) || input.type !== 'doc' || tooDeep(input)) {
    return { type: 'doc', content: [] };
  }
  const content = blocks(children(input), 0, options);
  // A trailing run of empty paragraphs is the editor's cursor room, not content.
  while (content.length && isEmptyParagraph(content[content.length - 1]!)) content.pop();
  return { type: 'doc', content };
}

const isEmptyParagraph = (block: RichBlock) =>
  block.type === 'paragraph' && !(block.content && block.content.length);

/** Nesting no editor makes (a crafted post): refused before any recursion can exhaust the stack. */
const MAX_NESTING = 64;

function tooDeep(root: Json): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_NESTING) return true;
    if (isObject(node)) for (const child of children(node)) stack.push([child, depth + 1]);
  }
  return false;
}
