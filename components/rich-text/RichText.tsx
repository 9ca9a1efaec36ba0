// The breeder's rich text (lib/rich-text/doc.ts) as React elements: a closed set of tags built
// from a sanitised doc, so nothing stored can run script. Works in server components.
import { Fragment, type ReactNode } from 'react';
import type { HeadingLevel, RichBlock, RichDoc, RichInline, RichMark } from '@/lib/rich-text/doc';
import { safeHref } from '@/lib/rich-text/sanitize';
import { fillValues } from '@/lib/rich-text/values';

export interface RichTextProps {
  doc: RichDoc;
  /** Placeholders such as `{foundingYear}` in the text, replaced by these values. */
  values?: Record<string, string>;
  /** Set when the text is shown in another language than the page's (an English fallback). */
  lang?: string;
  /** Added to each heading's level, where the text sits under a page's own `h2`. */
  headingOffset?: 0 | 1 | 2;
  className?: string;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function withMark(mark: RichMark, child: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{child}</strong>;
    case 'italic':
      return <em>{child}</em>;
    case 'link': {
      const href = safeHref(mark.attrs.href);
      return href ? <a href={href}>{child}</a> : child;
    }
  }
}

function inline(node: RichInline, key: number, values: Record<string, string>): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />;
  // Links outermost, then bold, then italic: the same nesting whatever order they came in.
  const marks = [...(node.marks ?? [])].sort((a, b) => order(b) - order(a));
  return (
    <Fragment key={key}>
      {marks.reduce<ReactNode>(
        (child, mark) => withMark(mark, child),
        fillValues(node.text, values),
      )}
    </Fragment>
  );
}

const order = (mark: RichMark) => ({ link: 2, bold: 1, italic: 0 })[mark.type];

function block(
  node: RichBlock,
  key: number,
  values: Record<string, string>,
  offset: number,
): ReactNode {
  const inlines = (content: RichInline[] | undefined) =>
    (content ?? []).map((child, i) => inline(child, i, values));
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.content)}</p>;
    case 'heading': {
      const Tag = `h${Math.min(node.attrs.level + offset, 6) as HeadingLevel | 5 | 6}` as Heading;
      return <Tag key={key}>{inlines(node.content)}</Tag>;
    }
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List key={key}>
          {node.content.map((item, i) => (
            <li key={i}>{item.content.map((child, j) => block(child, j, values, offset))}</li>
          ))}
        </List>
      );
    }
    case 'image':
      return (
        // eslint-disable-next-line @next/next/no-img-element -- the breeder's own photo file
        <img
          key={key}
          src={node.attrs.src}
          alt={node.attrs.alt}
          width={node.attrs.width}
          height={node.attrs.height}
          loading="lazy"
          decoding="async"
          className="img-fluid rounded my-2"
        />
      );
  }
}

export function RichText({ doc, values = {}, lang, headingOffset = 0, className }: RichTextProps) {
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')} lang={lang}>
      {doc.content.map((child, i) => block(child, i, values, headingOffset))}
    </div>
  );
}
