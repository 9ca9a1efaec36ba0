import 'server-only';
import type { AppLocale } from '@/i18n/routing';
import { excerpt, newsPath, postIn } from '@/features/news/rules';
import { publicPaths } from '@/lib/paths.mjs';
import { docText, type RichBlock, type RichDoc, type RichInline } from '@/lib/rich-text/doc';
import { safeHref } from '@/lib/rich-text/sanitize';
import { absoluteUrl } from '@/lib/site/url';
import type { NewsPost } from '@/features/news/schema';

/*
 * The news as an Atom 1.0 feed (RFC 4287), one per language. A post's text goes in as HTML built
 * here from its doc (a closed set of tags, every text escaped), which feed readers show.
 */

/**
 * What XML 1.0 forbids (§2.2 Char): C0 controls but tab and line ends, U+FFFE, U+FFFF and lone
 * surrogates; one of them and a reader refuses the whole feed. Pairs (emoji) are kept.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const xmlChars = (text: string) => text.replace(NOT_XML, '');

const escapeXml = (text: string) =>
  xmlChars(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function inlineHtml(node: RichInline): string {
  if (node.type === 'hardBreak') return '<br>';
  let html = escapeXml(node.text);
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
    else {
      const href = safeHref(mark.attrs.href);
      if (href) html = `<a href="${escapeXml(absoluteUrl(href))}">${html}</a>`;
    }
  }
  return html;
}

function blockHtml(block: RichBlock): string {
  const inlines = (content: RichInline[] | undefined) => (content ?? []).map(inlineHtml).join('');
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlines(block.content)}</p>`;
    case 'heading':
      return `<h${block.attrs.level}>${inlines(block.content)}</h${block.attrs.level}>`;
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      const items = block.content.map((item) => `<li>${item.content.map(blockHtml).join('')}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'image':
      return `<img src="${escapeXml(absoluteUrl(block.attrs.src))}" alt="${escapeXml(block.attrs.alt)}">`;
  }
}

/** A doc as HTML for a feed reader. */
export function docHtml(doc: RichDoc): string {
  return doc.content.map(blockHtml).join('');
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

interface FeedInput {
  posts: NewsPost[];
  locale: AppLocale;
  title: string;
  kennelName: string;
}

/** The feed's XML: the posts shown now, newest first, in `locale` (English where not written). */
export function atomFeed({ posts, locale, title, kennelName }: FeedInput): string {
  const self = absoluteUrl(publicPaths.newsFeed(locale));
  const updated = posts
    .map((post) => later(post.updatedAt, post.publishAt))
    .reduce((a, b) => later(a, b), posts[0]?.publishAt ?? new Date(0).toISOString());
  const entries = posts.map((post) => {
    const { title: postTitle, body, lang, bodyLang } = postIn(post, locale);
    const url = absoluteUrl(newsPath(post));
    const cover = post.images[0];
    const coverHtml = cover ? `<p><img src="${escapeXml(absoluteUrl(cover.url))}" alt=""></p>` : '';
    const text = body ? docHtml(body) : '';
    // A text in another language than the entry's title says so, for readers that honour it.
    const html =
      coverHtml +
      (bodyLang && bodyLang !== (lang ?? locale) ? `<div lang="${bodyLang}">${text}</div>` : text);
    return [
      `  <entry${lang ? ` xml:lang="${lang}"` : ''}>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(postTitle)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${post.publishAt}</published>`,
      `    <updated>${later(post.updatedAt, post.publishAt)}</updated>`,
      ...(body ? [`    <summary>${escapeXml(excerpt(docText(body)))}</summary>`] : []),
      ...(html ? [`    <content type="html">${escapeXml(html)}</content>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(publicPaths.news))}"/>`,
    `  <author><name>${escapeXml(kennelName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ]
    .join('\n')
    .replace(NOT_XML, ''); // what is not escaped (dates, languages) too
}
