import { describe, expect, it } from 'vitest';
import { dogAge, dogDescription, dogOffer, dogStatus } from '@/features/dogs/rules';
import { dogSegment, RESERVED_SLUGS } from '@/lib/paths.mjs';
import { slugify } from '@/lib/server/slug';
import { dogJsonLd } from '@/features/dogs/structured-data';
import { kennelJsonLd, postalAddress } from '@/features/site/structured-data';
import { jsonLdText } from '@/lib/site/json-ld';
import type { Dog } from '@/lib/validation/responses';
import type { SiteFacts } from '@/features/site/facts-schema';

const today = new Date('2026-11-21T10:00:00Z');

describe('dogAge', () => {
  it('counts whole weeks for young puppies', () => {
    expect(dogAge('2026-11-21', today)).toEqual({ unit: 'weeks', count: 0 });
    expect(dogAge('2026-11-14', today)).toEqual({ unit: 'weeks', count: 1 });
    expect(dogAge('2026-09-12', today)).toEqual({ unit: 'weeks', count: 10 });
    expect(dogAge('2026-08-02', today)).toEqual({ unit: 'weeks', count: 15 });
  });

  it('switches to whole months at 16 weeks and to years at two years', () => {
    expect(dogAge('2026-08-01', today)).toEqual({ unit: 'months', count: 3 });
    expect(dogAge('2026-05-22', today)).toEqual({ unit: 'months', count: 5 });
    expect(dogAge('2026-05-21', today)).toEqual({ unit: 'months', count: 6 });
    expect(dogAge('2024-11-22', today)).toEqual({ unit: 'months', count: 23 });
    expect(dogAge('2024-11-21', today)).toEqual({ unit: 'years', count: 2 });
    expect(dogAge('2019-01-01', today)).toEqual({ unit: 'years', count: 7 });
  });

  it('never goes negative for a birthday after today', () => {
    expect(dogAge('2026-12-01', today)).toEqual({ unit: 'weeks', count: 0 });
  });
});

describe('dog text', () => {
  const description = { en: 'Calm.', hu: 'Nyugodt.', de: '  ' };

  it('shows the description in the locale, falling back to English', () => {
    expect(dogDescription({ description }, 'hu')).toBe('Nyugodt.');
    expect(dogDescription({ description }, 'de')).toBe('Calm.');
    expect(dogDescription({ description }, 'en')).toBe('Calm.');
  });

  it('puts a dog in the list that matches found-a-family', () => {
    expect(dogStatus({ foundParent: false })).toBe('available');
    expect(dogStatus({ foundParent: true })).toBe('placed');
  });
});

describe('dog paths', () => {
  it('reads /{id} as a dog only when it is not a page', () => {
    expect(dogSegment('/bogyo')).toBe('bogyo');
    expect(dogSegment('/12')).toBe('12');
    expect(dogSegment('/Bad_Id%21')).toBe('Bad_Id!');
    expect(dogSegment('/gallery')).toBeNull();
    expect(dogSegment('/puppies')).toBeNull();
    expect(dogSegment('/')).toBeNull();
    expect(dogSegment('/puppies/available-puppies')).toBeNull();
  });

  it('never gives a dog the slug of a page or a number', () => {
    for (const page of RESERVED_SLUGS) expect(slugify(page)).toBe(`dog-${page}`);
    expect(slugify('2024')).toBe('dog-2024');
  });
});

describe('structured data', () => {
  const dog: Dog = {
    id: 1,
    slug: 'bogyo',
    name: 'Bogyó',
    color: 'blue',
    birthday: '2026-09-01',
    gender: 'male',
    description: { en: 'Calm.', hu: '', de: '' },
    countryOfBirth: 'HU',
    petPassport: null,
    vaccinations: [],
    chip: null,
    verifyCode: null,
    photosWithMother: [],
    price: 2500,
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
    images: [
      {
        id: 3,
        url: '/api/uploads/a-1600.webp',
        width: 1600,
        height: 1200,
        position: 0,
        placeholder: 'data:image/webp;base64,AA',
        variants: [],
        focal: null,
      },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
  };

  it('offers an available dog in stock and a placed dog as sold out', () => {
    const data = dogJsonLd(dog, 'Calm.', 'Kennel');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Bogyó',
      image: ['http://localhost:3000/api/uploads/a-1600.webp'],
      offers: { price: 2500, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    const placed = dogJsonLd({ ...dog, foundParent: true, price: null }, '', 'Kennel');
    expect(placed.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(placed.offers).not.toHaveProperty('price');
  });

  it('offers a reserved dog as reserved, and found-a-family wins over reserved', () => {
    expect(dogJsonLd({ ...dog, reserved: true }, '', 'Kennel').offers).toMatchObject({
      availability: 'https://schema.org/Reserved',
    });
    const both = dogJsonLd({ ...dog, reserved: true, foundParent: true }, '', 'Kennel');
    expect(both.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(dogOffer({ foundParent: false, reserved: true })).toBe('reserved');
    expect(dogOffer({ foundParent: true, reserved: true })).toBe('placed');
    expect(dogOffer({ foundParent: false, reserved: false })).toBe('available');
  });

  it('describes the kennel in Budapest with only the contact details that exist', () => {
    const info = {
      email: 'a@b.hu',
      phone: null,
      phoneAt: null,
      fbUrl: null,
      instaUrl: null,
      version: 1,
    };
    const facts: SiteFacts = {
      kennelName: 'Kennel',
      foundingYear: 2016,
      priceIncludes: { en: [], hu: [], de: [] },
      pedigreeFee: 400,
      pedigreeCurrency: 'HUF',
      airlines: [],
      depositKind: 'advance',
      businessName: 'Kovács Éva EV',
      address: null,
      registrationNumber: null,
      registrationAuthority: null,
      taxNumber: null,
      felirId: null,
      kennelRegistration: null,
      hostingName: null,
      hostingAddress: null,
      vatId: null,
      legalForm: null,
      representative: null,
      premisesRegistration: null,
      businessPurpose: null,
      hostingEmail: null,
      email: 'a@b.hu',
      phone: null,
      version: 1,
    };
    const data = kennelJsonLd(info, facts, 'About us', { pedigree: 'Pedigree' });
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Kennel',
      legalName: 'Kovács Éva EV',
      foundingDate: '2016',
      email: 'a@b.hu',
      address: { addressLocality: 'Budapest', addressCountry: 'HU' },
      makesOffer: { '@type': 'Offer', name: 'Pedigree', price: 400, priceCurrency: 'HUF' },
    });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('taxID');
  });

  it('reads the legal notice address into a PostalAddress, as the breeder wrote it', () => {
    expect(postalAddress('Fő utca 1.\n1111 Budapest')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Fő utca 1.',
      postalCode: '1111',
      addressLocality: 'Budapest',
      addressCountry: 'HU',
    });
    expect(postalAddress('H-2040 Budaörs, Szivárvány utca 12/B, Magyarország')).toMatchObject({
      streetAddress: 'Szivárvány utca 12/B',
      postalCode: '2040',
      addressLocality: 'Budaörs',
      addressCountry: 'HU',
    });
    expect(postalAddress('Hauptstraße 5\n1010 Wien\nÖsterreich')).toMatchObject({
      streetAddress: 'Hauptstraße 5',
      postalCode: '1010',
      addressLocality: 'Wien',
      addressCountry: 'AT',
    });
    // No postal code to find: the whole address as the street, never a made-up place.
    expect(postalAddress('Tanya 4, Pilisborosjenő')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Tanya 4, Pilisborosjenő',
      addressCountry: 'HU',
    });
    expect(postalAddress(null)).toMatchObject({ addressLocality: 'Budapest' });
    expect(postalAddress('  \n ')).toMatchObject({ addressLocality: 'Budapest' });
  });

  it('cannot be broken out of its script tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
