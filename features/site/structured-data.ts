import { publicPaths } from '@/lib/paths.mjs';
import type { SiteInfo } from '@/lib/validation/responses';
import type { SiteFacts } from '@/features/site/facts-schema';
import type { JsonLd } from '@/lib/site/json-ld';
import { absoluteUrl } from '@/lib/site/url';

/**
 * The kennel as a local business in Budapest (schema.org), with the stored contact details and
 * facts: its name, founding year, legal name and tax number, and the pedigree with breeding
 * rights as an offer (named in the page's language).
 */
export function kennelJsonLd(
  info: SiteInfo,
  facts: SiteFacts,
  description: string,
  labels: { pedigree: string },
): JsonLd {
  const sameAs = [info.fbUrl, info.instaUrl].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#kennel'),
    name: facts.kennelName,
    ...(facts.businessName && { legalName: facts.businessName }),
    ...(facts.taxNumber && { taxID: facts.taxNumber }),
    description,
    url: absoluteUrl(publicPaths.home),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/apple-icon.png'),
    foundingDate: String(facts.foundingYear),
    makesOffer: {
      '@type': 'Offer',
      name: labels.pedigree,
      price: facts.pedigreeFee,
      priceCurrency: facts.pedigreeCurrency,
    },
    address: postalAddress(facts.address),
    areaServed: 'Europe',
    ...(info.phone && { telephone: info.phone }),
    ...(info.email && { email: info.email }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** Country names an address may end with, in the site's languages, and their ISO codes. */
const COUNTRIES: Record<string, string> = {
  hungary: 'HU',
  magyarország: 'HU',
  ungarn: 'HU',
  germany: 'DE',
  deutschland: 'DE',
  németország: 'DE',
  austria: 'AT',
  österreich: 'AT',
  ausztria: 'AT',
};

/** "1111 Budapest", "H-1111 Budapest", "D-10115 Berlin": a postal code and the place. */
const POSTCODE_PLACE = /^(?:[A-Z]{1,2}-)?(\d{4,5})\s+(.+)$/u;

/**
 * The legal notice's address (lines or commas, as the breeder wrote it) as a schema.org
 * PostalAddress: the postal code and place, the country when named (Hungary otherwise, where the
 * kennel is), the rest as the street. Without one: Budapest, as before it was filled in.
 */
export function postalAddress(address: string | null): JsonLd {
  const parts = (address ?? '')
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) {
    return { '@type': 'PostalAddress', addressLocality: 'Budapest', addressCountry: 'HU' };
  }
  const country = COUNTRIES[parts[parts.length - 1]!.toLowerCase()];
  if (country) parts.pop();
  const at = parts.findIndex((part) => POSTCODE_PLACE.test(part));
  const [, postalCode, locality] = at >= 0 ? POSTCODE_PLACE.exec(parts[at]!)! : [];
  const street = parts.filter((_, i) => i !== at).join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(postalCode && { postalCode, addressLocality: locality }),
    addressCountry: country ?? 'HU',
  };
}
