import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/rich-text/RichText';
import { docLength, docText, textDoc, type RichDoc } from '@/lib/rich-text/doc';
import { htmlToDoc } from '@/lib/rich-text/html';
import { safeHref, sanitizeDoc } from '@/lib/rich-text/sanitize';
import { richTextSchema } from '@/lib/validation/rich-text';

const render = (doc: RichDoc) => renderToStaticMarkup(<RichText doc={doc} />);
const throughHtml = (html: string) => render(htmlToDoc(html));

/** Markup that could run script or load something foreign, wherever it appears. */
const ACTIVE =
  /<script|<svg|<math|<iframe|<object|<embed|<style|<form|\son[a-z]+\s*=|javascript:|vbscript:|data:|expression\(|srcdoc|xlink|style=|<base|<meta|<link/i;

const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/uploads/abc.webp" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.gif">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<div style="width: expression(alert(1))">css</div>',
  '<p style="background:url(javascript:alert(1))">css</p>',
  '<style>@import "//evil.example/x.css";</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<input autofocus onfocus=alert(1)>',
];

describe('the rich-text sanitiser', () => {
  it.each(XSS)('renders nothing active from %s', (payload) => {
    const html = throughHtml(payload);
    expect(html).not.toMatch(ACTIVE);
    // Text that spells markup is shown as text: escaped, never parsed.
    expect(html).not.toMatch(/<(?!\/?(div|p|h[2-6]|ul|ol|li|strong|em|a|br|img)[\s>/])/i);
  });

  it('refuses the same payloads given as the editor JSON', () => {
    const doc = sanitizeDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            {
              type: 'text',
              text: 'y',
              marks: [{ type: 'link', attrs: { href: ' data:text/html,x' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } },
        { type: 'image', attrs: { src: '/api/uploads/../../etc/passwd', alt: 'x' } },
        { type: 'codeBlock', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Top' }] },
      ],
    });
    const html = render(doc);
    expect(html).not.toMatch(ACTIVE);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<h2>Top</h2>');
    expect(html).not.toContain('<img');
  });

  it('keeps an own photo with its size, so the page keeps its room before the file loads', () => {
    const src = '/api/uploads/0f8e6a2c-1b7d-4c1e-9a3f-5d2b8c7e6f10-w960.webp';
    const doc = sanitizeDoc({
      type: 'doc',
      content: [
        { type: 'image', attrs: { src, alt: 'Garden', width: 1600, height: 1200 } },
        { type: 'image', attrs: { src, alt: 'Odd', width: '1600" onload="x', height: -5 } },
        { type: 'image', attrs: { src, alt: 'Half', width: 1600 } },
      ],
    });
    expect(doc.content.map((block) => block.type === 'image' && block.attrs)).toEqual([
      { src, alt: 'Garden', width: 1600, height: 1200 },
      { src, alt: 'Odd' },
      { src, alt: 'Half' },
    ]);
    expect(render(doc)).toContain(`alt="Garden" width="1600" height="1200"`);
    expect(
      htmlToDoc(`<p>a</p><img src="${src}" alt="b" width="800" height="600">`).content[1],
    ).toEqual({ type: 'image', attrs: { src, alt: 'b', width: 800, height: 600 } });
  });

  it('keeps the links a breeder means', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(safeHref('tel:+36301234567')).toBe('tel:+36301234567');
    expect(safeHref('/puppies')).toBe('/puppies');
    for (const bad of [
      'javascript:x',
      'data:x',
      'file:///etc',
      'ftp://x',
      '//evil',
      '/\\evil',
      'x',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  it('survives nesting no editor makes', () => {
    let node: Record<string, unknown> = { type: 'text', text: 'deep' };
    for (let i = 0; i < 20000; i++) node = { type: 'blockquote', content: [node] };
    const doc = sanitizeDoc({ type: 'doc', content: [node] });
    expect(docText(doc)).toBe('');
    let list: Record<string, unknown> = {
      type: 'paragraph',
      content: [{ type: 'text', text: 'x' }],
    };
    for (let i = 0; i < 20; i++)
      list = { type: 'bulletList', content: [{ type: 'listItem', content: [list] }] };
    expect(docText(sanitizeDoc({ type: 'doc', content: [list] }))).toBe('x');
  });
});

describe('pasted text', () => {
  it('keeps the structure of a Word document and loses its styles', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>
      <body><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
      <h1 style="mso-outline-level:1"><span style="font-family:Calibri">Our puppies</span></h1>
      <p class="MsoNormal" style="margin-bottom:0"><b><span style="color:red">Healthy</span></b> and <i>happy</i><o:p></o:p></p>
      <p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span style="font:7.0pt">&nbsp;</span></span>passport</p>
      <ul><li><span style="font-size:11pt">microchip</span></li><li>vet check</li></ul></body></html>`;
    const html = throughHtml(word);
    expect(html).toContain('<h2>Our puppies</h2>');
    expect(html).toContain(
      '<p><strong>Healthy</strong> and <em>happy</em></p><ul><li><p>passport</p></li></ul>',
    );
    expect(html).toContain('<ul><li><p>microchip</p></li><li><p>vet check</p></li></ul>');
    expect(html.replace('<div class="rich-text">', '')).not.toMatch(
      /style|class=|mso|font|color|o:p|xml/i,
    );
  });

  it('reads Google Docs bold and italic from styles, not its bold wrapper', () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Since</span><span style="font-weight:400"> 2014, </span><span style="font-style:italic">at home</span></p><p dir="ltr"><span><a href="https://example.com">Link</a></span></p></b>`;
    expect(throughHtml(docs)).toBe(
      '<div class="rich-text"><p><strong>Since</strong> 2014, <em>at home</em></p><p><a href="https://example.com/">Link</a></p></div>',
    );
  });
});

describe('the schema and the counter', () => {
  it('counts what a reader sees and refuses too long a text', () => {
    const doc = textDoc('Hello\n\nWorld');
    expect(docLength(doc)).toBe(10);
    expect(richTextSchema(10).safeParse(doc).success).toBe(true);
    const refused = richTextSchema(9).safeParse(doc);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('tooLong');
    expect(richTextSchema(10).safeParse('<p>x</p>').success).toBe(false);
    expect(richTextSchema(10, htmlToDoc).parse('<p>Hi <b>you</b></p>')).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi ' },
            { type: 'text', text: 'you', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    });
  });

  it('replaces facts in the text and leaves unknown braces alone', () => {
    const html = renderToStaticMarkup(
      <RichText doc={textDoc('Since {foundingYear} {other}')} values={{ foundingYear: '2014' }} />,
    );
    expect(html).toContain('Since 2014 {other}');
  });
});
