// The editor's schema: exactly the nodes and marks of lib/rich-text/doc.ts, so what the breeder
// types, pastes or drops can only ever be a RichDoc. Whatever else a paste carries (styles,
// classes, tables, foreign images, unsafe links) has no node to become and falls away.
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { HEADING_LEVELS } from '@/lib/rich-text/doc';
import { isOwnPhoto, safeHref } from '@/lib/rich-text/sanitize';
import { cleanPastedHtml } from './paste';

/** Images only from the site's own photos: a pasted picture from elsewhere is left out. */
const OwnImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isOwnPhoto(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => safeHref(url) !== null,
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    OwnImage,
  ];
}

/** What a paste from a word processor goes through before the schema reads it. */
export const transformPastedHTML = (html: string) => cleanPastedHtml(html);
