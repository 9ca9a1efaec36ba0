import 'server-only';
// HTML to a RichDoc (lib/rich-text/doc.ts): text pasted from Word or Google Docs, or posted by a
// script. The HTML is parsed as a browser would (parse5), then only its structure is kept: the
// doc's blocks and marks; styles, classes, scripts, SVG, frames and comments are gone.
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { sanitizeDoc, type SanitizeOptions } from './sanitize';
import type { RichDoc } from './doc';

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'select',
  'option',
  'textarea',
  'button',
  'input',
  'form',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'xml',
  'colgroup',
]);

const BLOCKS: Record<string, string> = {
  p: 'paragraph',
  div: 'paragraph',
  section: 'paragraph',
  article: 'paragraph',
  header: 'paragraph',
  footer: 'paragraph',
  aside: 'paragraph',
  address: 'paragraph',
  pre: 'paragraph',
  td: 'paragraph',
  th: 'paragraph',
  dd: 'paragraph',
  dt: 'paragraph',
  figcaption: 'paragraph',
  caption: 'paragraph',
};

type Node = T.ChildNode;
type Json = Record<string, unknown>;

const attr = (el: T.Element, name: string) =>
  el.attrs.find((a) => a.name === name)?.value ?? undefined;

/** Google Docs wraps a whole paste in `<b style="font-weight:normal">`: that is not bold. */
function notReallyBold(el: T.Element): boolean {
  return /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(attr(el, 'style') ?? '');
}

/** Word and Docs say bold and italic with styles on spans. */
function styleMarks(el: T.Element): Json[] {
  const style = attr(el, 'style') ?? '';
  const marks: Json[] = [];
  if (/font-weight\s*:\s*(bold|[6-9]00)\b/i.test(style)) marks.push({ type: 'bold' });
  if (/font-style\s*:\s*italic\b/i.test(style)) marks.push({ type: 'italic' });
  return marks;
}

function convert(nodes: Node[], marks: Json[]): Json[] {
  return nodes.flatMap((node) => convertNode(node, marks));
}

function convertNode(node: Node, marks: Json[]): Json[] {
  if (node.nodeName === '#text') {
    const text = (node as T.TextNode).value.replace(/\s+/g, ' ');
    return text.trim() === '' && !/ /.test(text) ? [] : [{ type: 'text', text, marks }];
  }
  if (!('tagName' in node)) return []; // comments (Word's conditional ones too) and doctypes
  const el = node as T.Element;
  const tag = el.tagName.toLowerCase();
  // Namespaced tags are Office's own (`<o:p>`); `mso-list:Ignore` spans hold Word's bullets.
  if (DROPPED.has(tag) || tag.includes(':')) return [];
  if (/mso-list\s*:\s*ignore/i.test(attr(el, 'style') ?? '')) return [];
  const inner = (extra: Json[] = []) =>
    convert(el.tagName === 'template' ? [] : el.childNodes, [
      ...marks,
      ...extra,
      ...styleMarks(el),
    ]);
  switch (tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [{ type: 'heading', attrs: { level: Number(tag[1]) }, content: inner() }];
    case 'ul':
      return [{ type: 'bulletList', content: inner() }];
    case 'ol':
      return [{ type: 'orderedList', content: inner() }];
    case 'li':
      return [{ type: 'listItem', content: inner() }];
    case 'br':
      return [{ type: 'hardBreak' }];
    case 'img':
      return [
        {
          type: 'image',
          attrs: {
            src: attr(el, 'src'),
            alt: attr(el, 'alt'),
            width: Number(attr(el, 'width')),
            height: Number(attr(el, 'height')),
          },
        },
      ];
    case 'strong':
      return inner([{ type: 'bold' }]);
    case 'b':
      return notReallyBold(el) ? inner() : inner([{ type: 'bold' }]);
    case 'em':
    case 'i':
      return inner([{ type: 'italic' }]);
    case 'a': {
      const href = attr(el, 'href');
      return inner(href ? [{ type: 'link', attrs: { href } }] : []);
    }
    default: {
      // Word writes a list as paragraphs of these classes; they become items of one list.
      if (tag === 'p' && /^MsoListParagraph/.test(attr(el, 'class') ?? '')) {
        return [
          { type: 'listItem', content: [{ type: 'paragraph', content: inner() }], word: true },
        ];
      }
      const type = BLOCKS[tag];
      return type ? [{ type, content: inner() }] : inner();
    }
  }
}

/** Paragraphs that hold blocks (a `<div>` around `<p>`s) give their blocks up. */
function unnest(nodes: Json[]): Json[] {
  return nodes.flatMap((node) => {
    const content = Array.isArray(node.content) ? unnest(node.content as Json[]) : undefined;
    if (
      node.type === 'paragraph' &&
      content?.some((c) => !['text', 'hardBreak'].includes(c.type as string))
    ) {
      return splitParagraph(content);
    }
    return [content ? { ...node, content } : node];
  });
}

/** A paragraph's inline runs become paragraphs of their own, its blocks stay blocks. */
function splitParagraph(content: Json[]): Json[] {
  const out: Json[] = [];
  let run: Json[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || String(n.text).trim() !== '')) {
      out.push({ type: 'paragraph', content: run });
    }
    run = [];
  };
  for (const node of content) {
    if (node.type === 'text' || node.type === 'hardBreak') run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Trims the whitespace HTML's line breaks left at the edges of each paragraph and heading. */
function trimEdges(nodes: Json[]): Json[] {
  return nodes.map((node) => {
    if (!Array.isArray(node.content)) return node;
    const content = (node.content as Json[]).map((c) => ({ ...c }));
    if (node.type === 'paragraph' || node.type === 'heading') {
      const first = content[0];
      const last = content[content.length - 1];
      if (first?.type === 'text') first.text = String(first.text).replace(/^\s+/, '');
      if (last?.type === 'text') last.text = String(last.text).replace(/\s+$/, '');
      return { ...node, content };
    }
    return { ...node, content: trimEdges(content) };
  });
}

/** Word's list paragraphs next to each other, as one list. */
function groupWordItems(nodes: Json[]): Json[] {
  const out: Json[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.word) {
      const item = { type: 'listItem', content: node.content };
      if (last?.type === 'bulletList' && last.word) (last.content as Json[]).push(item);
      else out.push({ type: 'bulletList', content: [item], word: true });
    } else if (!(node.type === 'text' && String(node.text).trim() === '' && last?.word)) {
      out.push(
        Array.isArray(node.content)
          ? { ...node, content: groupWordItems(node.content as Json[]) }
          : node,
      );
    }
  }
  return out;
}

export function htmlToDoc(html: string, options: SanitizeOptions = {}): RichDoc {
  const fragment = parseFragment(html);
  const content = trimEdges(unnest(groupWordItems(convert(fragment.childNodes, []))));
  // Whitespace between blocks parses as paragraphs of nothing but spaces.
  const blocks = content.filter(
    (node) =>
      !(
        node.type === 'paragraph' &&
        (node.content as Json[]).every((c) => c.type === 'text' && String(c.text).trim() === '')
      ),
  );
  return sanitizeDoc({ type: 'doc', content: blocks }, options);
}
