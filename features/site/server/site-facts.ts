import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { siteFacts, type SiteFactsRow } from '@/lib/db/schema';
import { siteName } from '@/lib/site/name';
import {
  FACT_LOCALES,
  LEGAL_FIELDS,
  type FactLocale,
  type SiteFacts,
  type SiteFactsInput,
} from '@/features/site/facts-schema';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import { announceChange, TAGS } from '@/lib/server/revalidate';
import { getSiteInfo } from './site-info';
import { EditConflict } from '@/lib/server/versions';

export { factValues, formatFee } from '@/lib/i18n/fact-values';

const MESSAGES = { en, hu, de } as const;
const PRICE_KEYS = [
  'pricePassport',
  'priceShipment',
  'priceCrate',
  'priceMicrochip',
  'priceVetCheck',
  'priceGuarantee',
  'priceCertificate',
] as const;
const CARRIER_KEYS = ['carrierLufthansa', 'carrierTurkish', 'carrierLot'] as const;

/** The facts before the breeder saves any: the texts the site was written with. */
export const DEFAULT_FACTS = {
  foundingYear: 2014,
  pedigreeFee: 350,
  pedigreeCurrency: 'EUR',
  priceIncludes: (locale: FactLocale) => PRICE_KEYS.map((key) => MESSAGES[locale].HomePage[key]),
  airlines: () => CARRIER_KEYS.map((key) => en.TransportPage[key]),
};

type Stored = Omit<SiteFacts, 'email' | 'phone'>;

function toFacts(row: SiteFactsRow | undefined): Stored {
  const lists = row?.priceIncludes ?? {};
  return {
    kennelName: row?.kennelName ?? siteName(),
    foundingYear: row?.foundingYear ?? DEFAULT_FACTS.foundingYear,
    priceIncludes: Object.fromEntries(
      FACT_LOCALES.map((l) => [l, lists[l]?.length ? lists[l] : DEFAULT_FACTS.priceIncludes(l)]),
    ) as Stored['priceIncludes'],
    pedigreeFee: row?.pedigreeFee ?? DEFAULT_FACTS.pedigreeFee,
    pedigreeCurrency: row?.pedigreeCurrency ?? DEFAULT_FACTS.pedigreeCurrency,
    airlines: row?.airlines?.length ? row.airlines : DEFAULT_FACTS.airlines(),
    depositKind: row?.depositKind ?? 'advance',
    ...(Object.fromEntries(LEGAL_FIELDS.map((f) => [f, row?.[f] ?? null])) as Pick<
      Stored,
      (typeof LEGAL_FIELDS)[number]
    >),
    version: row?.version ?? 0,
  };
}

/** The facts as stored now (defaults filled in), with the contact info's e-mail and phone. */
export async function readSiteFacts(): Promise<SiteFacts> {
  const db = await getDb();
  const [[row], info] = await Promise.all([
    db.select().from(siteFacts).where(eq(siteFacts.id, 1)),
    getSiteInfo(),
  ]);
  return { ...toFacts(row), email: info.email, phone: info.phone };
}

/** The facts pages, JSON-LD and texts use: cached under `info`, which every save expires. */
export function getSiteFacts(): Promise<SiteFacts> {
  return unstable_cache(readSiteFacts, ['site-facts'], { tags: [TAGS.info] })();
}

export { kennelName } from '@/lib/site/kennel-name';

/**
 * PUT semantics, as the contact info: a fact left out returns to its default, a legal-notice
 * field left out is cleared. With `version` (0 before the first save; a browser always sends it)
 * the save is refused (409, with the facts as they are now) unless that is still the stored one.
 */
export async function saveSiteFacts(input: SiteFactsInput): Promise<SiteFacts> {
  const lists = input.priceIncludes ?? {};
  const priceIncludes = Object.fromEntries(
    FACT_LOCALES.flatMap((l) => (lists[l] ? [[l, lists[l]]] : [])),
  );
  const values = {
    kennelName: input.kennelName ?? null,
    foundingYear: input.foundingYear ?? null,
    priceIncludes: Object.keys(priceIncludes).length ? priceIncludes : null,
    pedigreeFee: input.pedigreeFee ?? null,
    pedigreeCurrency: input.pedigreeCurrency ?? null,
    airlines: input.airlines ?? null,
    depositKind: input.depositKind ?? null,
    ...Object.fromEntries(LEGAL_FIELDS.map((f) => [f, input[f] ?? null])),
  };
  const db = await getDb();
  const [row] = await db
    .insert(siteFacts)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: siteFacts.id,
      set: { ...values, version: sql`${siteFacts.version} + 1`, updatedAt: new Date() },
      ...(input.version !== undefined && { setWhere: eq(siteFacts.version, input.version) }),
    })
    .returning();
  if (!row) throw new EditConflict(await readSiteFacts());
  announceChange({ info: true });
  const info = await getSiteInfo();
  return { ...toFacts(row), email: info.email, phone: info.phone };
}
