import { latinLetters } from '../slug';

/** RFC 8187's attr-char: everything else is percent-encoded (encodeURIComponent leaves `'()*!`). */
const encode = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment` with the file's name for every browser (RFC 6266): a plain ASCII `filename`
 * (accents dropped, "Adásvételi-szerződés.pdf" → "Adasveteli-szerzodes.pdf"), and the real name
 * as `filename*=UTF-8''…` for those that read it.
 */
export function attachmentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const ascii = (text: string) =>
    latinLetters(text)
      .replace(/[^\x20-\x7e]+/g, '')
      .replace(/["\\%;]+/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const plain = `${ascii(stem) || 'file'}${ascii(extension)}`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encode(name)}`;
}
