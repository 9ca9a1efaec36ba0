// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from '@/components/layout/CookieNotice';
import { Footer } from '@/components/layout/Footer';
import { removeCookie } from '@/lib/client/cookies';
import { storeConsent, storedConsent } from '@/lib/client/preferences';
import { CONSENT_COOKIE, consentChoice } from '@/lib/session-cookies';
import { EMPTY_SITE_INFO } from '@/lib/validation/responses';
import { MESSAGES, renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en',
}));

const en = MESSAGES.en;
const INFO = { ...EMPTY_SITE_INFO, fbUrl: 'https://www.facebook.com/frenchies' };

afterEach(() => {
  removeCookie(CONSENT_COOKIE);
  localStorage.clear();
});

/** The public layout's footer and cookie bar, as PublicShell puts them together. */
function renderShell() {
  renderWithIntl(
    <>
      <Footer info={INFO} siteName="Test Kennel" />
      <CookieNotice />
    </>,
  );
  const footer = screen.getByRole('contentinfo');
  return {
    footer,
    notice: () => screen.queryByRole('region', { name: en.CookieNotice.label }),
    frame: () => footer.querySelector('iframe'),
    settings: within(footer).getByRole('button', { name: en.CookieNotice.settings }),
  };
}

describe('the stored cookie choice', () => {
  it('reads 1 as accepted, 0 as rejected, anything else as no choice yet', () => {
    expect(consentChoice('1')).toBe('accepted');
    expect(consentChoice('0')).toBe('rejected');
    for (const value of [undefined, null, '', '01', 'true']) {
      expect(consentChoice(value), String(value)).toBeUndefined();
    }
  });

  it('keeps a refusal in the cookie and localStorage, as an acceptance', () => {
    storeConsent('rejected');
    expect(document.cookie).toContain('cookie_consent=0');
    expect(localStorage.getItem('cookieConsent')).toBe('0');
    expect(storedConsent()).toBe('rejected');
    storeConsent('accepted');
    expect(document.cookie).toContain('cookie_consent=1');
    expect(storedConsent()).toBe('accepted');
  });

  it('is found in localStorage when the cookie is gone', () => {
    localStorage.setItem('cookieConsent', '0');
    expect(storedConsent()).toBe('rejected');
  });
});

describe('the cookie bar', () => {
  it('offers Accept and Reject alike, side by side', () => {
    const { notice } = renderShell();
    const buttons = within(notice()!).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      en.CookieNotice.accept,
      en.CookieNotice.reject,
    ]);
    expect(buttons[0]!.className).toBe(buttons[1]!.className);
    expect(buttons[0]!.parentElement).toBe(buttons[1]!.parentElement);
  });

  it('goes on Reject, stores the refusal and leaves the timeline out', () => {
    const { notice, frame, footer } = renderShell();
    fireEvent.click(within(notice()!).getByRole('button', { name: en.CookieNotice.reject }));
    expect(notice()).toBeNull();
    expect(storedConsent()).toBe('rejected');
    expect(frame()).toBeNull();
    expect(within(footer).getByText(en.Footer.timelinePlaceholder)).toBeTruthy();
  });

  it('reopens from the footer with the current choice read out, and withdraws at once', () => {
    storeConsent('accepted');
    const { notice, frame, settings } = renderShell();
    expect(notice()).toBeNull();
    expect(frame()).not.toBeNull();

    fireEvent.click(settings);
    const reopened = notice()!;
    expect(reopened.hasAttribute('data-open')).toBe(true);
    expect(document.activeElement).toBe(reopened);
    const description = document.getElementById(reopened.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(en.CookieNotice.currentAccepted);

    fireEvent.click(within(reopened).getByRole('button', { name: en.CookieNotice.reject }));
    expect(notice()).toBeNull();
    expect(frame()).toBeNull();
    expect(storedConsent()).toBe('rejected');
    // The keyboard carries on at the footer's button, not at the top of the page.
    expect(document.activeElement).toBe(settings);

    fireEvent.click(settings);
    expect(notice()).toHaveProperty(
      'textContent',
      expect.stringContaining(en.CookieNotice.currentRejected),
    );
    fireEvent.click(within(notice()!).getByRole('button', { name: en.CookieNotice.accept }));
    expect(notice()).toBeNull();
    expect(frame()?.getAttribute('title')).toBe(en.Footer.timelineTitle);
  });

  it('follows a choice made in another tab', () => {
    const { notice } = renderShell();
    expect(notice()).not.toBeNull();
    act(() => {
      storeConsent('rejected');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent' }));
    });
    expect(notice()).toBeNull();
  });
});
