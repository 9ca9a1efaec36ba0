// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormatter, useLocale, useTranslations } from '@/lib/client/intl';
import { renderWithIntl } from '../support/intl';

// The browser components' translator (lib/client/intl.tsx) over the compiled messages, as the
// build hands them over: it must read like next-intl's, or visitors see raw ICU or key paths.

afterEach(cleanup);

function Sample() {
  const dogs = useTranslations('Dogs');
  const lightbox = useTranslations('Lightbox');
  const enquiry = useTranslations('EnquiryForm');
  const errors = useTranslations('apiErrors');
  const format = useFormatter();
  return (
    <div>
      <p data-testid="plain">{errors('required')}</p>
      <p data-testid="select">{dogs('color', { color: 'lilac' })}</p>
      <p data-testid="plural">{dogs('age', { unit: 'weeks', count: 1 })}</p>
      <p data-testid="plurals">{dogs('age', { unit: 'months', count: 3 })}</p>
      <p data-testid="exact">{dogs('age', { unit: 'weeks', count: 0 })}</p>
      <p data-testid="number">{lightbox('counter', { number: 2, total: 10 })}</p>
      <p data-testid="argument">{enquiry('titleDog', { name: 'Bodza' })}</p>
      <p data-testid="rich">
        {enquiry.rich('consent', { link: (chunks) => <a href="#privacy">{chunks}</a> })}
      </p>
      <p data-testid="has">{`${errors.has('required')} ${errors.has('noSuchKey' as never)}`}</p>
      <p data-testid="locale">{useLocale()}</p>
      <p data-testid="date">
        {format.dateTime(new Date('2026-03-01T12:00:00Z'), { dateStyle: 'long' })}
      </p>
      <p data-testid="price">
        {format.number(3200, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })}
      </p>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('lib/client/intl', () => {
  it('formats plain, select, plural, number, argument and rich messages in English', () => {
    renderWithIntl(<Sample />, 'en');
    expect(text('plain')).toBe('This field is required.');
    expect(text('select')).toBe('Lilac');
    expect(text('plural')).toBe('1 week old');
    expect(text('plurals')).toBe('3 months old');
    expect(text('exact')).toBe('Newborn');
    expect(text('number')).toBe('Photo 2 of 10');
    expect(text('argument')).toContain('Bodza');
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('#privacy');
    expect(text('rich')).toMatch(/^I agree .+ as the privacy notice describes\.$/);
    expect(text('has')).toBe('true false');
    expect(text('locale')).toBe('en');
    expect(text('date')).toBe('March 1, 2026');
    expect(text('price')).toBe('€3,200');
  });

  it('speaks Hungarian and German with their own plural and number rules', () => {
    renderWithIntl(<Sample />, 'hu');
    expect(text('plurals')).toBe('3 hónapos');
    expect(text('locale')).toBe('hu');
    expect(text('date')).toBe('2026. március 1.');
    cleanup();
    renderWithIntl(<Sample />, 'de');
    expect(text('plurals')).toBe('3 Monate alt');
    expect(text('price')).toBe('3.200\u00a0€');
  });

  it('shows a missing message by its path and says so, as next-intl does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing() {
      const t = useTranslations('apiErrors');
      return <p data-testid="missing">{t('noSuchKey' as never)}</p>;
    }
    renderWithIntl(<Missing />);
    expect(text('missing')).toBe('apiErrors.noSuchKey');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('apiErrors.noSuchKey'));
    error.mockRestore();
  });
});
