import type { RichBlock, RichDoc, RichInline, RichListItem } from '@/lib/rich-text/doc';

/** `**bold**` runs of a line as text nodes. */
function inlines(line: string): RichInline[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { type: 'text', text: part.slice(2, -2), marks: [{ type: 'bold' }] }
        : { type: 'text', text: part },
    );
}

/**
 * A document from a few lines of markup, for texts written in code (the default contracts):
 * `## ` a heading, `- ` a bullet, `1. ` a numbered item, any other line a paragraph.
 */
export function markupDoc(source: string): RichDoc {
  const content: RichBlock[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^- (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    if (line.startsWith('## ')) {
      content.push({ type: 'heading', attrs: { level: 2 }, content: inlines(line.slice(3)) });
    } else if (bullet || numbered) {
      const type = bullet ? 'bulletList' : 'orderedList';
      const item: RichListItem = {
        type: 'listItem',
        content: [{ type: 'paragraph', content: inlines((bullet ?? numbered)![1]!) }],
      };
      const last = content.at(-1);
      if (last?.type === type) last.content.push(item);
      else content.push({ type, content: [item] });
    } else {
      content.push({ type: 'paragraph', content: inlines(line) });
    }
  }
  return { type: 'doc', content };
}
