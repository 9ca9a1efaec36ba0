import { describe, expect, it } from 'vitest';
import { defaultContractTemplate } from '@/features/contracts/default-templates';
import { CONTRACT_FIELDS, fillContract } from '@/features/contracts/fill';
import {
  renderContractPdf,
  urlLines,
  type ContractPdfInput,
} from '@/features/contracts/server/contract-pdf';
import { printable } from '@/lib/server/pdf/printable';
import { qrMatrix } from '@/lib/server/qr';
import { pdfLines } from '../support/pdf-text';

// The contract's PDF: the whole built-in German contract, its fonts embedded, its
// pages numbered, and the document properties readable without decompressing anything.
describe('the contract PDF', () => {
  it('renders the filled contract with Noto Sans, page numbers and the signature block', async () => {
    const values = Object.fromEntries(CONTRACT_FIELDS.map((name) => [name, `Wert ${name} ő ű ß`]));
    const { doc } = fillContract(defaultContractTemplate('de'), values);
    const labels: string[] = [];
    const pdf = await renderContractPdf({
      title: 'Welpenkaufvertrag: Bogyó',
      subtitle: 'Kennel · Fassung 1',
      doc,
      signatureHeading: 'Elektronische Unterschrift',
      signature: [
        ['Unterschrieben von', 'Greta Müller'],
        ['SHA-256', 'a'.repeat(64)],
      ],
      pageLabel: (page, pages) => {
        labels.push(`${page}/${pages}`);
        return `Seite ${page} von ${pages}`;
      },
      info: { author: 'Kennel', subject: `SHA-256 ${'a'.repeat(64)}`, keywords: 'Greta Example' },
      lang: 'de',
      droppedNote: () => 'unused',
    });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    const pages = raw.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(2);
    // Every page numbered, each once, out of the right total.
    expect(labels).toEqual(Array.from({ length: pages }, (_, i) => `${i + 1}/${pages}`));
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    // pdfkit's own Helvetica is never loaded.
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toContain('(Greta Example)');
    expect(raw).toContain(`SHA-256 ${'a'.repeat(64)}`);
  }, 30_000);

  const small = (over: Partial<ContractPdfInput>): ContractPdfInput => ({
    title: 'Kaufvertrag: Bogyó',
    subtitle: 'Kennel · Fassung 1',
    doc: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text' }] }],
    },
    signatureHeading: 'Elektronische Unterschrift',
    signature: [['Unterschrieben von', 'Klaus Müller']],
    pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
    info: { author: 'Kennel', subject: 'SHA-256', keywords: 'Klaus' },
    lang: 'de',
    droppedNote: (characters) => `Ausgelassen: ${characters}.`,
    ...over,
  });

  it('leaves out what its fonts cannot print (no empty boxes) and says which', async () => {
    const pdf = await renderContractPdf(
      small({
        title: 'Kaufvertrag: Bogyó 🐶',
        doc: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Käufer: Klaus 👨‍👩‍👧 Müller, ő ű ß €' }],
            },
          ],
        },
        signature: [['Unterschrieben von', 'Klaus Müller 🐶']],
      }),
    );
    const text = pdfLines(pdf).map((line) => line.text);
    expect(text.join('\n')).not.toContain('\uFFFD');
    expect(text).toContain('Kaufvertrag: Bogyó');
    expect(text).toContain('Käufer: Klaus Müller, ő ű ß €');
    expect(text).toContain('Unterschrieben von: Klaus Müller');
    // The family is one character (joined by U+200D), named once with the dog.
    expect(text.join(' ')).toContain(
      'Ausgelassen: U+1F436, U+1F468 U+200D U+1F469 U+200D U+1F467.',
    );

    // Nothing left out: no note.
    const plain = pdfLines(await renderContractPdf(small({})));
    expect(plain.map((line) => line.text).join(' ')).not.toContain('Ausgelassen');
  }, 30_000);

  it('prints the verification address on one line, the code never broken', async () => {
    const url = 'https://budapest-french-bulldogs.example.com/verify/K7Q2-M9XD-4HJP';
    const verify = (address: string) => ({
      matrix: qrMatrix(address),
      label: 'Diesen Vertrag und unsere offiziellen Kontakte prüfen:',
      url: address,
    });
    const lines = pdfLines(await renderContractPdf(small({ verify: verify(url) })));
    expect(lines.map((line) => line.text)).toContain(url);
    // The address is a link too.
    expect((await renderContractPdf(small({ verify: verify(url) }))).toString('latin1')).toContain(
      `/URI (${url})`,
    );

    // An address too long for one line even in small print: broken after its last `/` only.
    const long = `https://${'verkauf.'.repeat(12)}example.com/verify/K7Q2-M9XD-4HJP`;
    const text = pdfLines(await renderContractPdf(small({ verify: verify(long) }))).map(
      (line) => line.text,
    );
    expect(text).toContain(long.slice(0, long.lastIndexOf('/') + 1));
    expect(text).toContain('K7Q2-M9XD-4HJP');
  }, 30_000);
});

describe('what the contract prints', () => {
  it('fits an address by shrinking it, down to 6 pt, before it breaks after the last slash', () => {
    const width = (text: string, size: number) => text.length * size * 0.5;
    expect(urlLines('https://a.example/verify/ABCD', width, 200)).toEqual({
      size: 9,
      lines: ['https://a.example/verify/ABCD'],
    });
    // 29 characters: 4.5 pt wide each at 9 pt, 3.5 at 7 pt.
    expect(urlLines('https://a.example/verify/ABCD', width, 102)).toEqual({
      size: 7,
      lines: ['https://a.example/verify/ABCD'],
    });
    expect(urlLines('https://a.example/verify/ABCD', width, 60)).toEqual({
      size: 6,
      lines: ['https://a.example/verify/', 'ABCD'],
    });
  });

  it('drops whole characters the font lacks, and keeps accents and spaces right', () => {
    const latin = (codePoint: number) => codePoint < 0x2000;
    expect(printable('Bogyó 🐶', latin)).toEqual({ text: 'Bogyó', dropped: ['U+1F436'] });
    expect(printable('Klaus 👍🏽 Müller', latin)).toEqual({
      text: 'Klaus Müller',
      dropped: ['U+1F44D U+1F3FD'],
    });
    // A decomposed é (e + U+0301) is one character the font has.
    expect(printable('Rene\u0301e', latin)).toEqual({ text: 'Rene\u0301e', dropped: [] });
    expect(printable('line\nbreak', latin).text).toBe('line\nbreak');
  });
});
