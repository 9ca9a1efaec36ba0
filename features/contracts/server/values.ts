import 'server-only';
import { eq } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import type { ContractValues } from '@/features/contracts/fill';
import { countryName } from '@/lib/countries';
import type { Database } from '@/lib/db/client';
import { dogs, litters, type ApplicationRow } from '@/lib/db/schema';
import type { ContractTerms } from '@/features/contracts/schema';
import { defaultCurrency } from '@/lib/server/deposit-config';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { formatDay, formatMoney } from '@/lib/server/mail/formats';
import { puppyFather } from '@/features/dogs/server/puppy-father';
import { depositKindFor, depositRules } from '@/lib/deposit/rules';
import { sellerIdentity } from '@/features/site/seller';
import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { publishedEdition } from '@/features/pages/server/pages';
import { readSiteFacts } from '@/features/site/server/site-facts';

type Queryable = Pick<Database, 'select'>;

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: kennelTimeZone() }).format(at);

async function dogName(db: Queryable, id: number | null | undefined): Promise<string | undefined> {
  if (!id) return undefined;
  const [row] = await db.select({ name: dogs.name }).from(dogs).where(eq(dogs.id, id));
  return row?.name;
}

/** The deposit's fate once a contract exists: the cases of the terms that can still happen. */
const CONTRACT_EVENTS = new Set(['withdrawal', 'noOneAtFault', 'sellerAtFault', 'buyerAtFault']);

/** The warranty paragraph of the buyer's country: the three the site sells to, else the EU's. */
const warrantyCountry = (country: string) =>
  ['HU', 'AT', 'DE'].includes(country.toUpperCase()) ? country.toUpperCase() : 'other';

/**
 * The contract's values for an application, formatted in its language: the puppy reserved for
 * the buyer, its litter and parents, the buyer, the deposit, and the terms the breeder enters.
 * Anything unknown is left out (fillContract reports it missing), never guessed.
 */
export async function contractValues(
  db: Queryable,
  application: ApplicationRow,
  terms: ContractTerms,
  now = new Date(),
): Promise<ContractValues> {
  const locale = application.locale;
  const [t, terms$, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'ContractPdf' }),
    getTranslations({ locale, namespace: 'Terms' }),
    readSiteFacts(),
  ]);
  const seller = sellerIdentity(facts);
  const [dog] = application.dogId
    ? await db.select().from(dogs).where(eq(dogs.id, application.dogId))
    : [];
  const litterId = dog?.litterId ?? null;
  const [litter] = litterId ? await db.select().from(litters).where(eq(litters.id, litterId)) : [];
  // The buyer's full postal address: the one typed for this contract, else the one kept.
  const postal = (terms.buyerAddress ?? application.postalAddress).split('\n').filter(Boolean);
  const kind = depositKindFor(facts.depositKind, application.country);
  const ids = [
    seller.taxNumber && t('sellerTaxNumber', { number: seller.taxNumber }),
    seller.vatId && t('sellerVatId', { number: seller.vatId }),
    seller.registrationNumber && t('sellerRegistration', { number: seller.registrationNumber }),
  ].filter(Boolean);
  const edition = await publishedEdition(db, 'terms');
  const values: ContractValues = {
    kennelName: facts.kennelName,
    contractDate: formatDay(locale, dayOf(now)),
    buyerName: application.name,
    buyerEmail: application.email,
    depositTerms: [
      terms$('depositKind', { kind }),
      ...depositRules(kind)
        .filter(({ event }) => CONTRACT_EVENTS.has(event))
        .map(({ event, outcome }) =>
          terms$('rule', {
            event: terms$('event', { event }),
            outcome: terms$('outcome', { outcome }),
          }),
        ),
    ].join(' '),
    warranty: terms$('warranty', { country: warrantyCountry(application.country) }),
    termsVersion: `${terms$('accepted', { number: edition })}, ${absoluteUrl(publicPaths.terms)}`,
  };
  // Unknown parts stay out: the contract is not sent until the seller and buyer are named in full.
  if (seller.complete) {
    values.sellerName = [seller.name, seller.legalForm].filter(Boolean).join(' ');
    values.sellerAddress = seller.address.join(', ');
  }
  if (ids.length > 0) values.sellerIds = ids.join(', ');
  if (postal.length > 0) {
    values.buyerAddress = [...postal, countryName(application.country, locale)].join(', ');
  }
  if (dog) {
    values.puppyName = dog.name;
    values.sex = t('sex', { sex: dog.gender });
    values.colour = t('colour', { colour: dog.color });
    values.birthDate = formatDay(locale, dog.birthday);
    values.chipNumber = terms.chipNumber || dog.chipNumber || undefined;
    values.registration = dog.registration || undefined;
    values.motherName = await dogName(db, dog.motherId ?? litter?.motherId);
    values.fatherName = (await puppyFather(db, dog))?.name || undefined;
  }
  // The puppy's listed price is in euros: it stands in only for a price in euros.
  const currency = terms.currency ?? 'EUR';
  const price = terms.price ?? (currency === 'EUR' ? dog?.price : null);
  if (price != null) values.price = formatMoney(locale, price, currency);
  if (application.depositAmount !== null && application.depositReceivedAt) {
    const depositCurrency = application.depositCurrency ?? defaultCurrency();
    values.deposit = formatMoney(locale, application.depositAmount, depositCurrency);
    values.depositReceived = formatDay(locale, dayOf(application.depositReceivedAt));
    // Only in one currency is the rest a simple subtraction.
    if (price != null && depositCurrency === currency && price >= application.depositAmount) {
      values.balance = formatMoney(locale, price - application.depositAmount, currency);
    }
  }
  if (typeof terms.breedingRights === 'boolean') {
    values.breedingRights = t('breedingRights', { rights: String(terms.breedingRights) });
  }
  return values;
}
