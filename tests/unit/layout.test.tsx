// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { phoneNumbers } from '@/components/layout/PhoneNumbers';
import { PhoneStrip } from '@/components/layout/PhoneStrip';
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
  version: 1,
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

  it('offers both numbers from one call button in the bar, each saying which country it is', () => {
    renderWithIntl(
      <Header siteName="Test Kennel" phones={phoneNumbers(FULL_INFO.phone, FULL_INFO.phoneAt)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: en.Header.call }));
    const list = document.getElementById('call-menu-list')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'tel:+36301234567',
      'tel:+436607654321',
    ]);
    expect(links[0]?.textContent).toBe(`${en.Header.phoneHuLabel}${FULL_INFO.phone}`);
    expect(links[1]?.textContent).toBe(`${en.Header.phoneAtLabel}${FULL_INFO.phoneAt}`);
  });

  it('calls a single number straight from the button', () => {
    renderWithIntl(
      <Header siteName="Test Kennel" phones={phoneNumbers(null, FULL_INFO.phoneAt)} />,
    );
    const link = screen.getByRole('link', { name: new RegExp(`^${en.Header.call}`) });
    expect(link.getAttribute('href')).toBe('tel:+436607654321');
    expect(link.textContent).toContain(en.Header.phoneAtLabel);
  });

  it('lists the numbers in full on the wide-screen line, and nothing without numbers', () => {
    const { unmount } = renderWithIntl(
      <PhoneStrip phone={FULL_INFO.phone} phoneAt={FULL_INFO.phoneAt} />,
    );
    const strip = screen.getByRole('complementary', { name: en.Header.phones });
    expect(within(strip).getByRole('link', { name: /Hungarian number/ }).textContent).toBe(
      `${en.Header.phoneHuLabel}: ${FULL_INFO.phone}`,
    );
    unmount();
    renderWithIntl(<PhoneStrip phone={null} phoneAt={null} />);
    renderWithIntl(<Header siteName="Test Kennel" phones={phoneNumbers(null, null)} />);
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
    expect(within(footer).getByText('Phone (Hungary): +36 30 123 4567')).toBeTruthy();
    expect(within(footer).getByText('Phone (Austria): +43 660 765 4321')).toBeTruthy();
    expect(within(footer).getByText(en.Footer.location)).toBeTruthy();
    // Before consent the social timeline is only a short prompt: no third-party frame, and no
    // empty 450×500 box reserved for it.
    expect(within(footer).getByText(en.Footer.timelinePlaceholder)).toBeTruthy();
    expect(footer.querySelector('iframe')).toBeNull();
    expect(footer.querySelector('[style*="height"]')).toBeNull();
  });

  it("loads the timeline when the footer's prompt is accepted", () => {
    try {
      renderWithIntl(<Footer info={FULL_INFO} siteName="Test Kennel" />);
      fireEvent.click(screen.getByRole('button', { name: en.Footer.timelineAccept }));
      expect(screen.getByTitle(en.Footer.timelineTitle).getAttribute('height')).toBe('500');
      expect(document.cookie).toContain('cookie_consent=1');
    } finally {
      document.cookie = 'cookie_consent=; path=/; max-age=0';
      localStorage.clear();
    }
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
      [MESSAGES.de.Footer.about, '/about'],
      [MESSAGES.de.Footer.ourDogs, '/our-dogs'],
      [MESSAGES.de.Litters.navLabel, '/litters'],
      [MESSAGES.de.News.footerLink, '/news'],
      [MESSAGES.de.Faq.footerLink, '/faq'],
      [MESSAGES.de.Reviews.footerLink, '/reviews'],
      [MESSAGES.de.Footer.privacy, '/privacy'],
      [MESSAGES.de.Terms.footer, '/terms'],
      [MESSAGES.de.LegalNotice.title, '/legal-notice'],
    ]);
    expect(within(footer).getByText(MESSAGES.de.Footer.location)).toBeTruthy();
    expect(within(footer).queryByText(MESSAGES.de.Footer.timelinePlaceholder)).toBeNull();
  });
});
