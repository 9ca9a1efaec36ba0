// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DogCard } from '@/features/dogs/ui/DogCard';
import { DogContact } from '@/features/dogs/ui/DogContact';
import { DogFacts } from '@/features/dogs/ui/DogFacts';
import { EmptyDogList } from '@/features/dogs/ui/EmptyDogList';
import { EMPTY_SITE_INFO } from '@/lib/validation/responses';
import type { Dog } from '@/lib/validation/responses';
import { MESSAGES, renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
}));

const weeksAgo = (weeks: number) =>
  new Date(Date.now() - weeks * 7 * 86_400_000 - 3_600_000).toISOString().slice(0, 10);

const DOG: Dog = {
  id: 4,
  slug: 'zsofi',
  name: 'Zsófi',
  color: 'lilac',
  birthday: weeksAgo(9),
  gender: 'female',
  description: { en: '', hu: '', de: '' },
  price: 3200,
  enabled: true,
  foundParent: false,
  reserved: false,
  kind: 'puppy',
  registration: '',
  healthTests: [],
  motherId: null,
  fatherId: null,
  father: null,
  litterId: null,
  countryOfBirth: 'HU',
  petPassport: null,
  vaccinations: [],
  chip: null,
  verifyCode: null,
  photosWithMother: [],
  images: [
    {
      id: 1,
      url: '/api/uploads/k-1024.webp',
      width: 1024,
      height: 768,
      position: 0,
      placeholder: 'data:image/webp;base64,AA',
      variants: [
        { width: 320, url: '/api/uploads/k-320.webp' },
        { width: 1024, url: '/api/uploads/k-1024.webp' },
      ],
      focal: null,
    },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

describe('DogCard', () => {
  it('shows the facts with the price and age written for each language', () => {
    const cases = [
      { locale: 'en', price: '€3,200', age: '9 weeks old', color: 'Lilac', gender: 'Female' },
      { locale: 'hu', price: '3200 EUR', age: '9 hetes', color: 'Lilac', gender: 'Szuka' },
      { locale: 'de', price: '3.200 €', age: '9 Wochen alt', color: 'Lilac', gender: 'Hündin' },
    ] as const;
    for (const { locale, price, age, color, gender } of cases) {
      const { unmount } = renderWithIntl(<DogCard dog={DOG} heading="h2" />, locale);
      const card = screen.getByRole('article');
      expect(card.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain(price);
      expect(card.textContent).toContain(`${color} · ${gender} · ${age}`);
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Zsófi');
      expect(within(card).getByRole('link').getAttribute('href')).toBe('/zsofi');
      unmount();
    }
  });

  it('says when the price of an available dog is on request', () => {
    renderWithIntl(<DogCard dog={{ ...DOG, price: null }} heading="h3" />);
    expect(screen.getByRole('article').textContent).toContain(MESSAGES.en.Dogs.priceOnRequest);
  });

  it('marks a dog that found a family and shows no price for it, on its card or its page', () => {
    const { unmount } = renderWithIntl(
      <DogCard dog={{ ...DOG, foundParent: true }} heading="h3" />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(MESSAGES.en.Dogs.foundFamily);
    expect(card.textContent).not.toMatch(/3,200|€/);
    unmount();
    renderWithIntl(<DogFacts dog={{ ...DOG, foundParent: true, price: null }} />);
    expect(screen.queryByText(MESSAGES.en.Dogs.priceLabel)).toBeNull();
    expect(screen.queryByText(MESSAGES.en.Dogs.priceOnRequest)).toBeNull();
    expect(screen.getByText(MESSAGES.en.Dogs.foundFamily)).toBeTruthy();
  });

  it('badges a reserved dog, unless it has found a family', () => {
    const { unmount } = renderWithIntl(
      <DogCard dog={{ ...DOG, reserved: true }} heading="h3" />,
      'hu',
    );
    expect(screen.getByRole('article').textContent).toContain(MESSAGES.hu.Dogs.reserved);
    unmount();
    renderWithIntl(<DogCard dog={{ ...DOG, reserved: true, foundParent: true }} heading="h3" />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(MESSAGES.en.Dogs.foundFamily);
    expect(card.textContent).not.toContain(MESSAGES.en.Dogs.reserved);
  });

  it('draws the cover with every variant, its size and the blurred placeholder', () => {
    renderWithIntl(<DogCard dog={DOG} heading="h2" priority />);
    const img = screen.getByRole('img', { name: /Zsófi/ });
    expect(img.getAttribute('srcset')).toBe(
      '/api/uploads/k-320.webp 320w, /api/uploads/k-1024.webp 1024w',
    );
    expect(img.getAttribute('width')).toBe('1024');
    expect(img.getAttribute('height')).toBe('768');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.style.backgroundImage).toContain('data:image/webp;base64,AA');
  });

  it("crops the cover at the breeder's focal point, else keeps the top of an upright photo", () => {
    const cover = DOG.images[0]!;
    const crop = (image: Dog['images'][number]) => {
      const { unmount } = renderWithIntl(
        <DogCard dog={{ ...DOG, images: [image] }} heading="h2" />,
      );
      const style = screen.getByRole('img', { name: /Zsófi/ }).style;
      const position = [style.objectPosition, style.backgroundPosition];
      unmount();
      return position;
    };
    const upright = { ...cover, width: 768, height: 1024 };
    expect(crop(upright)).toEqual(['50% 25%', '50% 25%']);
    expect(crop(cover)).toEqual(['50% 50%', '50% 50%']);
    expect(crop({ ...upright, focal: { x: 0.3, y: 0.12 } })).toEqual(['30% 12%', '30% 12%']);
  });
});

describe('EmptyDogList', () => {
  it('points to contact kindly, in the visitor language', () => {
    renderWithIntl(<EmptyDogList status="available" />, 'de');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/contact');
    expect(screen.getByText(/Welpen ein Zuhause gefunden/)).toBeTruthy();
  });
});

describe('DogContact', () => {
  it('offers only the contact actions that are stored', () => {
    renderWithIntl(
      <DogContact dog={DOG} info={{ ...EMPTY_SITE_INFO, phone: '+36 30 123 4567' }} />,
    );
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('tel:+36301234567');
    expect(links).toContain('https://wa.me/36301234567');
    expect(links.some((href) => href?.startsWith('mailto:'))).toBe(false);
  });
});
