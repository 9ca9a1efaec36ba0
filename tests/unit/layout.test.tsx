// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { FloatingPhones } from '@/components/layout/FloatingPhones';
import { Header } from '@/components/layout/Header';
import { EMPTY_SITE_INFO, type SiteInfo } from '@/lib/validation/responses';
import { MESSAGES, renderWithIntl } from '../support/intl';

// The server's rewrite puts the locale in front of the path the visitor sees.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/transport',
}));

const FULL_INFO: SiteInfo = {
  email: 'hello@frenchies.example',
  phone: '+36 30 123 4567',
  phoneAt: '+43 660 765 4321',
  fbUrl: 'https://www.facebook.com/frenchies',
  instaUrl: 'https://www.instagram.com/frenchies',
};

const en = MESSAGES.en;

describe('Header', () => {
  it('shows the full menu with the current page marked', () => {
    renderWithIntl(<Header siteName="Test Kennel" />);
    const nav = screen.getByRole('navigation', { name: en.Header.mainNavigation });
    for (const label of [en.Header.home, en.Header.gallery, en.Header.breed, en.Header.contact]) {
      expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(
      within(nav).getByRole('link', { name: en.Header.transport }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('link', { name: /Test Kennel/ }).getAttribute('href')).toBe('/');
  });

  it('lists both puppy lists in the Puppies dropdown', () => {
    renderWithIntl(<Header siteName="Test Kennel" />);
    fireEvent.click(screen.getByRole('button', { name: en.Header.puppies }));
    expect(
      screen.getByRole('link', { name: en.Header.availablePuppies }).getAttribute('href'),
    ).toBe('/puppies/available-puppies');
    expect(
      screen.getByRole('link', { name: en.Header.puppiesWithParents }).getAttribute('href'),
    ).toBe('/puppies/puppies-with-parents');
  });

  it('offers only the other locales in the language dropdown', () => {
    renderWithIntl(<Header siteName="Test Kennel" />, 'hu');
    fireEvent.click(screen.getByRole('button', { name: /Magyar/ }));
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Magyar' })).toBeNull();
  });

  it('shows the (hu) and (at) phone buttons when both numbers are set', () => {
    renderWithIntl(<FloatingPhones phone={FULL_INFO.phone} phoneAt={FULL_INFO.phoneAt} />);
    const phones = screen.getByRole('complementary', { name: en.Header.phones });
    const links = within(phones).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'tel:+36301234567',
      'tel:+436607654321',
    ]);
    expect(links[0]?.textContent).toContain('(hu)');
    expect(links[1]?.textContent).toContain('(at)');
  });

  it('shows no phone buttons without numbers', () => {
    renderWithIntl(<FloatingPhones phone={null} phoneAt={null} />);
    expect(screen.queryByRole('complementary', { name: en.Header.phones })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});

describe('Footer', () => {
  it('shows every line when all info is set', () => {
    renderWithIntl(<Footer info={FULL_INFO} siteName="Test Kennel" />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        FULL_INFO.fbUrl,
        FULL_INFO.instaUrl,
        'https://wa.me/36301234567',
        'mailto:hello@frenchies.example',
        'tel:+36301234567',
        'tel:+436607654321',
      ]),
    );
    expect(within(footer).getByText(en.Footer.availableAt)).toBeTruthy();
    expect(within(footer).getByText('Phone (hu): +36 30 123 4567')).toBeTruthy();
    expect(within(footer).getByText('Phone (at): +43 660 765 4321')).toBeTruthy();
    expect(within(footer).getByText(en.Footer.location)).toBeTruthy();
    // Before consent the social timeline is only a placeholder: no third-party frame.
    expect(within(footer).getByText(en.Footer.timelinePlaceholder)).toBeTruthy();
    expect(footer.querySelector('iframe')).toBeNull();
  });

  it('loads the 450 px social timeline only after cookie consent', () => {
    document.cookie = 'cookie_consent=1; path=/';
    try {
      renderWithIntl(<Footer info={FULL_INFO} siteName="Test Kennel" />);
      const frame = screen.getByTitle(en.Footer.timelineTitle);
      expect(frame.getAttribute('width')).toBe('450');
      expect(frame.getAttribute('src')).toContain(encodeURIComponent(FULL_INFO.fbUrl!));
    } finally {
      document.cookie = 'cookie_consent=; path=/; max-age=0';
    }
  });

  it('keeps only the location line and the page links when nothing is set', () => {
    renderWithIntl(<Footer info={EMPTY_SITE_INFO} siteName="Test Kennel" />, 'de');
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).queryAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [MESSAGES.de.Footer.ourDogs, '/our-dogs'],
      [MESSAGES.de.Footer.privacy, '/privacy'],
    ]);
    expect(within(footer).getByText(MESSAGES.de.Footer.location)).toBeTruthy();
    expect(within(footer).queryByText(MESSAGES.de.Footer.timelinePlaceholder)).toBeNull();
  });
});
