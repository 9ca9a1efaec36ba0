// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from '@/components/admin/local-draft';
import {
  checkContent,
  comparedPaths,
  errorOf,
  fieldErrors,
  localeWithError,
  pageDraftKey,
  plainText,
  withPath,
  withText,
} from '@/features/pages/ui/admin/page-form';
import { PAGE_BLOCKS, type PageContent } from '@/features/pages/content';
import { mergeEdits } from '@/lib/client/edit-merge';
import { textDoc } from '@/lib/rich-text/doc';

const heroTitle = PAGE_BLOCKS.home.find((block) => block.name === 'heroTitle')!;
const heroPhoto = PAGE_BLOCKS.home.find((block) => block.name === 'heroPhoto')!;

describe('the page editor', () => {
  it('changes one block in one language and leaves the others', () => {
    const content: PageContent = { heroTitle: { en: 'Puppies', hu: 'Kölykök' }, heroPhoto: null };
    const next = withText(content, heroTitle, 'de', 'Welpen');
    expect(next.heroTitle).toEqual({ en: 'Puppies', hu: 'Kölykök', de: 'Welpen' });
    expect(content.heroTitle).toEqual({ en: 'Puppies', hu: 'Kölykök' });
    expect(withText(next, heroPhoto, 'hu', 7).heroPhoto).toBe(7);
    expect(withPath(next, 'heroTitle.en', 'Dogs').heroTitle).toEqual({
      en: 'Dogs',
      hu: 'Kölykök',
      de: 'Welpen',
    });
    expect(withPath(next, 'heroPhoto', 3).heroPhoto).toBe(3);
  });

  it('merges a save made elsewhere per block and language', () => {
    const paths = comparedPaths(PAGE_BLOCKS.home);
    expect(paths).toContain('heroText.hu');
    expect(paths).toContain('heroPhoto');
    expect(paths).not.toContain('heroPhoto.en');
    const base: PageContent = { heroTitle: { en: 'A', hu: 'B' }, heroText: { en: textDoc('x') } };
    const theirs: PageContent = {
      heroTitle: { en: 'A2', hu: 'B' },
      heroText: { en: textDoc('y') },
    };
    const mine: PageContent = { heroTitle: { en: 'A', hu: 'B3' }, heroText: { en: textDoc('z') } };
    expect(mergeEdits(base, theirs, mine, paths)).toEqual({
      adopt: ['heroTitle.en'],
      clash: ['heroText.en'],
    });
    expect(plainText(textDoc('One\n\nTwo'))).toBe('One Two');
    expect(plainText(['Vaccinated', '', 'Chipped'])).toBe('Vaccinated · Chipped');
  });

  it('refuses what the server refuses, by block and language', async () => {
    const errors = await checkContent('home', {
      heroTitle: { en: '', hu: 'x'.repeat(121) },
      heroKicker: { de: 'ok' },
    });
    expect(errors).toEqual({ 'heroTitle.en': 'required', 'heroTitle.hu': 'tooLong' });
    expect(errorOf(errors, 'heroTitle', 'hu')).toBe('tooLong');
    expect(errorOf(errors, 'heroKicker', 'de')).toBeUndefined();
    expect(localeWithError(errors)).toBe('en');
    expect(await checkContent('home', { heroTitle: { en: 'Puppies' } })).toEqual({});

    const server = fieldErrors([
      { msg: 'tooLong', path: 'content.promises.hu.2' },
      { msg: 'imageNotFound', path: 'content.photo' },
      { msg: 'validationFailed' },
    ]);
    expect(server).toEqual({ 'promises.hu.2': 'tooLong', photo: 'imageNotFound' });
    expect(errorOf(server, 'promises', 'hu')).toBe('tooLong');
    expect(errorOf(server, 'photo', 'de')).toBe('imageNotFound');
    expect(localeWithError(server)).toBe('hu');
  });

  it('keeps the typed draft in the browser until it is dropped', () => {
    const draft = { version: 3, base: { title: { en: 'A' } }, content: { title: { en: 'B' } } };
    keepLocalDraft(pageDraftKey('about'), draft);
    expect(readLocalDraft(pageDraftKey('about'))).toEqual(draft);
    expect(readLocalDraft(pageDraftKey('breed'))).toBeNull();
    localStorage.setItem('page-draft:breed', '{"version":"x"}');
    expect(readLocalDraft(pageDraftKey('breed'))).toBeNull();
    localStorage.setItem('page-draft:breed', 'not json');
    expect(readLocalDraft(pageDraftKey('breed'))).toBeNull();
    dropLocalDraft(pageDraftKey('about'));
    expect(readLocalDraft(pageDraftKey('about'))).toBeNull();
  });
});
