// @vitest-environment jsdom
import { generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions, transformPastedHTML } from '@/components/admin/rich-text/extensions';
import { linkAddress } from '@/components/admin/rich-text/link-address';
import { sanitizeDoc } from '@/lib/rich-text/sanitize';

/** What the editor keeps of a paste: the paste cleaned, read by its schema, then sanitised. */
const paste = (html: string) =>
  sanitizeDoc(generateJSON(transformPastedHTML(html), richTextExtensions()));

describe('the admin text editor', () => {
  it('keeps the structure of a Word paste and loses its styles and bullets', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>
      <h1 style="color:#2F5496;font-family:Calibri">Our kennel</h1>
      <p class="MsoNormal" style="font-size:14pt;color:red">We are <b>proud</b> of <i>every</i> puppy. <a href="https://example.com/x">Read</a> <a href="javascript:alert(1)">more</a><o:p></o:p></p>
      <p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·<span style="font:7.0pt Times">&nbsp;</span></span><![endif]>Vaccinated</p>
      <p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·<span>&nbsp;</span></span><![endif]>Chipped</p>
      <p class="MsoListParagraphCxSpFirst" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.<span>&nbsp;</span></span>First</p>
      <img src="https://evil.example/x.png"><img src="/api/uploads/abc123.webp" alt="Puppy">
    </body></html>`;
    expect(paste(word)).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our kennel' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'We are ' },
            { type: 'text', text: 'proud', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' of ' },
            { type: 'text', text: 'every', marks: [{ type: 'italic' }] },
            { type: 'text', text: ' puppy. ' },
            {
              type: 'text',
              text: 'Read',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }],
            },
            { type: 'text', text: ' more' },
          ],
        },
        {
          type: 'bulletList',
          content: ['Vaccinated', 'Chipped'].map((text) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          })),
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First' }] }],
            },
          ],
        },
        { type: 'image', attrs: { src: '/api/uploads/abc123.webp', alt: 'Puppy' } },
      ],
    });
  });

  it('does not make a whole Google Docs paste bold, but keeps its real bold and italic', () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr"><span style="font-size:16pt">Health</span></h2><p dir="ltr"><span style="font-weight:400">Plain </span><span style="font-weight:700">strong</span><span style="font-style:italic"> soft</span></p><ul><li dir="ltr"><p dir="ltr"><span>One</span></p></li></ul></b>`;
    expect(paste(docs)).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Health' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Plain ' },
            { type: 'text', text: 'strong', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' soft', marks: [{ type: 'italic' }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }],
            },
          ],
        },
      ],
    });
  });

  it('drops what the schema has no place for: scripts, tables, code, quotes, h5', () => {
    const doc = paste(
      '<script>alert(1)</script><blockquote>Quoted</blockquote><pre><code>x()</code></pre><h5 onclick="x()">Small</h5><table><tr><td>Cell</td></tr></table><p><u>under</u><s>struck</s></p>',
    );
    expect(JSON.stringify(doc)).not.toMatch(/alert|onclick|blockquote|code|underline|strike/);
    expect(doc.content).toContainEqual({
      type: 'heading',
      attrs: { level: 4 },
      content: [{ type: 'text', text: 'Small' }],
    });
    expect(JSON.stringify(doc)).toContain('Quoted');
    expect(JSON.stringify(doc)).toContain('Cell');
  });

  it('takes link addresses as people type them, and only web, e-mail and phone links', () => {
    expect(linkAddress('example.com/puppies')).toBe('https://example.com/puppies');
    expect(linkAddress(' https://example.com ')).toBe('https://example.com/');
    expect(linkAddress('anna@example.com')).toBe('mailto:anna@example.com');
    expect(linkAddress('mailto:anna@example.com')).toBe('mailto:anna@example.com');
    expect(linkAddress('+36 30 123 4567')).toBe('tel:+36301234567');
    expect(linkAddress('tel:+36301234567')).toBe('tel:+36301234567');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVa\tScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      'not a link',
      '',
    ]) {
      expect(linkAddress(bad), bad).toBeNull();
    }
  });
});
