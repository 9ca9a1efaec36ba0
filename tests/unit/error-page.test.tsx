// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PublicError from '@/app/[locale]/(public)/error';
import { MESSAGES, renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
}));

describe('public error page', () => {
  it('renders the translated 500 page for a thrown error, with a way home and a retry', () => {
    const reset = vi.fn();
    renderWithIntl(<PublicError error={new Error('boom')} reset={reset} />, 'hu');
    const t = MESSAGES.hu.Errors;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.serverErrorTitle);
    expect(
      screen.getByRole('link', { name: MESSAGES.hu.Common.backHome }).getAttribute('href'),
    ).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('takes the status from statusCode, status or response.status', () => {
    const notFound = Object.assign(new Error('gone'), { statusCode: 404 });
    const { unmount } = renderWithIntl(<PublicError error={notFound} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 – Page not found');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    unmount();

    const forbidden = Object.assign(new Error('no'), { response: { status: 403 } });
    renderWithIntl(<PublicError error={forbidden} reset={() => {}} />, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      MESSAGES.de.Errors.genericTitle,
    );
  });
});
