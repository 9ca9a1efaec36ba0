import { describe, expect, it } from 'vitest';
import { defaultContractTemplate } from '@/lib/contract/default-templates';
import { CONTRACT_FIELDS, fillContract } from '@/lib/contract/fill';
import { renderContractPdf } from '@/lib/server/pdf/contract-pdf';

// The contract's PDF (issue 33): the whole built-in German contract, its fonts embedded, its
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
});
