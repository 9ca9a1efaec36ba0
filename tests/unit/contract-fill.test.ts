import { describe, expect, it } from 'vitest';
import { defaultContractTemplate } from '@/features/contracts/default-templates';
import {
  CONTRACT_FIELDS,
  contractText,
  fillContract,
  placeholdersIn,
} from '@/features/contracts/fill';
import { markupDoc } from '@/features/contracts/markup';
import { docText } from '@/lib/rich-text/doc';

describe('contract placeholders', () => {
  const template = markupDoc(`
## Parties
**Buyer:** {buyerName}, {buyerAddress}
- Puppy: **{puppyName}**, chip {chipNumber}
- Price: {price}; {price} again
The puppy is sold {breedingRights}. {typoField} and {notes with spaces} stay.
`);

  it('lists each placeholder once, in reading order', () => {
    expect(placeholdersIn(template)).toEqual([
      'buyerName',
      'buyerAddress',
      'puppyName',
      'chipNumber',
      'price',
      'breedingRights',
      'typoField',
    ]);
  });

  it('fills every value, keeps the marks, and names what is missing instead of inventing it', () => {
    const { doc, missing } = fillContract(template, {
      buyerName: 'Greta Müller',
      buyerAddress: 'Wien, Österreich',
      puppyName: 'Bogyó',
      chipNumber: '   ',
      price: '2 500 €',
    });
    const text = docText(doc);
    expect(text).toContain('Buyer: Greta Müller, Wien, Österreich');
    expect(text).toContain('Price: 2 500 €; 2 500 € again');
    // An empty value is no value; an unknown name (a typo) is reported too.
    expect(missing).toEqual(['chipNumber', 'breedingRights', 'typoField']);
    expect(text).toContain('chip {chipNumber}');
    expect(text).toContain('{notes with spaces}');
    const list = doc.content[2];
    expect(list?.type).toBe('bulletList');
    const first = list?.type === 'bulletList' ? list.content[0]!.content[0] : undefined;
    expect(first?.type === 'paragraph' && first.content).toEqual([
      { type: 'text', text: 'Puppy: ' },
      { type: 'text', text: 'Bogyó', marks: [{ type: 'bold' }] },
      { type: 'text', text: ', chip {chipNumber}' },
    ]);
    // The template itself is left as it was.
    expect(docText(template)).toContain('{buyerName}');
  });

  it('has nothing missing once every field has a value', () => {
    const values = Object.fromEntries(CONTRACT_FIELDS.map((name) => [name, `<${name}>`]));
    for (const locale of ['en', 'hu', 'de'] as const) {
      const builtIn = defaultContractTemplate(locale);
      // The built-in contracts use only fields the site fills.
      expect(
        placeholdersIn(builtIn).every((n) => (CONTRACT_FIELDS as readonly string[]).includes(n)),
      ).toBe(true);
      expect(placeholdersIn(builtIn)).toEqual(
        expect.arrayContaining([
          'buyerName',
          'puppyName',
          'chipNumber',
          'price',
          'deposit',
          'breedingRights',
        ]),
      );
      const { doc, missing } = fillContract(builtIn, values);
      expect(missing).toEqual([]);
      expect(contractText(doc)).not.toMatch(/\{[A-Za-z]+\}/);
      expect(JSON.parse(contractText(doc))).toEqual(doc);
    }
  });
});
