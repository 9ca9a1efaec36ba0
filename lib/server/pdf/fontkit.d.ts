// The part of fontkit (pdfkit's own font reader) the contract PDF uses: it ships no types.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
