import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF as pdfkit writes it, line by line, for tests: each font's ToUnicode map
 * turns the glyph ids of the pages' `TJ` strings back into letters. A glyph the font does not
 * have (id 0, drawn as an empty box) comes out as U+FFFD.
 */

export interface PdfLine {
  page: number;
  /** Distance from the page's bottom edge, in points. */
  y: number;
  text: string;
}

/** Every stream of the file by object number, inflated where it is compressed. */
function streams(pdf: Buffer): Map<number, string> {
  const found = new Map<number, string>();
  const latin = pdf.toString('latin1');
  const head = /(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = head.exec(latin); match; match = head.exec(latin)) {
    const length = Number(/\/Length (\d+)/.exec(match[2]!)?.[1]);
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + length);
    found.set(
      Number(match[1]),
      (match[2]!.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'),
    );
  }
  return found;
}

/** A ToUnicode CMap's glyph ids → text (pdfkit writes `bfrange`s with arrays). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) =>
    String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const line of cmap.split('\n')) {
    // A ligature's entry holds its letters apart: `<0066 0066 0069>`.
    const [from, to, ...rest] = [...line.matchAll(/<([0-9a-f ]+)>/gi)].map(([, h]) =>
      h!.replaceAll(' ', ''),
    );
    if (!from || !to || rest.length === 0) continue;
    if (line.includes('[')) {
      rest.forEach((h, i) => map.set(parseInt(from, 16) + i, hex(h)));
    } else {
      const first = parseInt(rest[0]!, 16);
      for (let id = parseInt(from, 16); id <= parseInt(to, 16); id++)
        map.set(id, String.fromCodePoint(first + id - parseInt(from, 16)));
    }
  }
  return map;
}

/** The PDF's lines of text, page by page, top to bottom. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const latin = pdf.toString('latin1');
  const data = streams(pdf);
  // Font objects and their maps; resource names (/F1) and the objects they stand for.
  const maps = new Map<number, Map<number, string>>();
  for (const [, id, cmap] of latin.matchAll(/(\d+) 0 obj\s*<<[^>]*?\/ToUnicode (\d+) 0 R/g)) {
    maps.set(Number(id), toUnicode(data.get(Number(cmap)) ?? ''));
  }
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of latin.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const map = maps.get(Number(id));
    if (map) fonts.set(name!, map);
  }
  const kids = /\/Type \/Pages[\s\S]*?\/Kids \[([^\]]*)\]/.exec(latin)?.[1] ?? '';
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].map(([, id]) => {
    const page = new RegExp(`(?:^|\\n)${id} 0 obj\\s*<<[\\s\\S]*?/Contents (\\d+) 0 R`).exec(latin);
    return data.get(Number(page?.[1])) ?? '';
  });

  const lines: PdfLine[] = [];
  pages.forEach((content, index) => {
    const fragments: { x: number; y: number; text: string }[] = [];
    for (const [, body] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const [x, y] = (/([\d.-]+) ([\d.-]+) Tm/.exec(body!) ?? []).slice(1).map(Number);
      const map = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(body!)?.[1] ?? '') ?? new Map();
      const text = [...body!.matchAll(/<([0-9a-f]*)>/gi)]
        .flatMap(([, h]) => h!.match(/.{4}/g) ?? [])
        .map((unit) => {
          const id = parseInt(unit, 16);
          return id === 0 ? '\uFFFD' : (map.get(id) ?? '\uFFFD');
        })
        .join('');
      fragments.push({ x: x!, y: y!, text });
    }
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const fragment of fragments) {
      const key = Math.round(fragment.y * 10) / 10;
      rows.set(key, [...(rows.get(key) ?? []), fragment]);
    }
    for (const [y, row] of [...rows].sort(([a], [b]) => b - a)) {
      const text = row
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
        .join('');
      lines.push({ page: index + 1, y, text });
    }
  });
  return lines;
}
