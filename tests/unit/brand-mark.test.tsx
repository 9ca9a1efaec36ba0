import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from '@/components/ui/icons';

describe('BrandMark', () => {
  it("draws the favicon's shapes, in the page and hidden from screen readers", () => {
    const file = readFileSync(path.join(__dirname, '..', '..', 'public', 'icon.svg'), 'utf8');
    const shapes = (svg: string) =>
      svg.match(/<(?:circle|path)\b[^>]*\/?>/g)!.map((s) => s.replace(/\s*\/?>$/, ''));
    const mark = renderToStaticMarkup(<BrandMark className="me-2" />);
    expect(shapes(mark)).toEqual(shapes(file));
    expect(shapes(mark)).toHaveLength(5);
    expect(mark).toMatch(
      /^<svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false" class="me-2">/,
    );
  });
});
