import { describe, expect, it } from 'vitest';
import { missingFaqParts, publicFaqEntry } from '@/features/faq/rules';
import { EMPTY_DOC, textDoc } from '@/lib/rich-text/doc';

// A question shows in a language only with its answer there, and the admin
// names every part that is not written.
const entry = {
  id: 9,
  question: { en: 'Do puppies travel by car?', hu: 'Utaznak autóval?', de: '' },
  answer: { en: textDoc('Yes.'), hu: null, de: textDoc('Ja.') },
  version: 3,
};

describe('the FAQ’s languages', () => {
  it('names each language’s missing question and answer', () => {
    expect(missingFaqParts(entry)).toEqual([
      { language: 'hu', part: 'answer' },
      { language: 'de', part: 'question' },
    ]);
    expect(missingFaqParts({ ...entry, answer: { ...entry.answer, de: EMPTY_DOC } })).toEqual([
      { language: 'hu', part: 'answer' },
      { language: 'de', part: 'question' },
      { language: 'de', part: 'answer' },
    ]);
    const blank = { en: '', hu: '', de: '' };
    expect(missingFaqParts({ question: blank, answer: { en: null, hu: null, de: null } })).toEqual(
      [],
    );
  });

  it('gives visitors only the complete languages, and nothing of an unanswered question', () => {
    expect(publicFaqEntry(entry)).toEqual({
      ...entry,
      question: { en: 'Do puppies travel by car?', hu: '', de: '' },
      answer: { en: textDoc('Yes.'), hu: null, de: null },
    });
    const unanswered = { ...entry, answer: { en: null, hu: EMPTY_DOC, de: textDoc('Ja.') } };
    expect(publicFaqEntry(unanswered)).toBeNull();
  });
});
