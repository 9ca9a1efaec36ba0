import 'server-only';
import { eq } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { dogs, type DogRow } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { DNA_TESTS, type DnaTest, type StoredHealthTest } from '@/features/health/kinds';
import { coatName } from '../coat-name';
import { dnaStatusesOf, genotypeOf } from '../dna';
import { inbreeding, type Ancestor } from '../coi';
import {
  breedingWarnings,
  colourForecast,
  healthForecast,
  type BreedingWarning,
  type Coat,
  type Locus,
} from '../genetics';
import { getPublicLitter } from '@/features/litters/server/litters';
import type { LitterForecast } from '../schema';
import { kennelAncestors, pedigreeAncestor } from './pedigree';

export type Names = Record<AppLocale, string>;

export interface MatingPreview {
  coi: number;
  generations: number;
  ancestorLoss: number;
  /** Every offspring genotype over the loci both parents were tested for (sum 1). */
  colours: { genotype: Partial<Record<Locus, string>>; phenotype: Names; probability: number }[];
  /** The same, by the coat it shows. */
  coats: { phenotype: Names; probability: number }[];
  unknownLoci: Locus[];
  /** Each DNA test both parents have: the offspring's shares. */
  health: { test: DnaTest; clear: number; carrier: number; affected: number }[];
  warnings: BreedingWarning[];
}

/** Names a coat in every language of the site. */
async function namer(): Promise<(coat: Coat) => Names> {
  const translators = await Promise.all(
    routing.locales.map((locale) => getTranslations({ locale, namespace: 'Breeding' })),
  );
  return (coat) =>
    Object.fromEntries(
      routing.locales.map((locale, i) => [
        locale,
        coatName(coat, translators[i] as unknown as Parameters<typeof coatName>[1], locale),
      ]),
    ) as Names;
}

async function kennelDog(db: Queryable, id: number, gender: 'male' | 'female'): Promise<DogRow> {
  const [row] = await db.select().from(dogs).where(eq(dogs.id, id));
  if (!row) throw notFound('dogNotFound');
  if (row.gender !== gender)
    throw new ApiError(422, gender === 'female' ? 'matingDamNotFemale' : 'matingSireNotMale');
  return row;
}

export interface MatingParents {
  damId: number;
  sireId?: number;
  /** A sire of another kennel, by the registration number a pedigree gives it. */
  outsideSire?: string;
}

/** What `dam` × `sire` can give: relatedness, colours, health, and the warnings. */
export async function matingPreview(parents: MatingParents): Promise<MatingPreview> {
  const db = await getDb();
  const damRow = await kennelDog(db, parents.damId, 'female');
  if (parents.sireId !== undefined) {
    const sireRow = await kennelDog(db, parents.sireId, 'male');
    return forecast(db, damRow, sireRow, sireRow.healthTests);
  }
  const found = parents.outsideSire ? await pedigreeAncestor(db, parents.outsideSire) : null;
  if (!found) throw notFound('sireNotFound');
  return forecast(db, damRow, found, []);
}

/**
 * A litter's forecast as its public page shows it: its mother × its sire (the kennel's male, or
 * the other kennel's as the pedigrees know it), or null for a litter without a sire.
 */
export async function litterMatingForecast(litter: {
  motherId: number;
  fatherId: number | null;
  outsideSire: { name: string; registration: string } | null;
}): Promise<MatingPreview | null> {
  const db = await getDb();
  const [damRow] = await db.select().from(dogs).where(eq(dogs.id, litter.motherId));
  if (!damRow) return null;
  if (litter.fatherId !== null) {
    const [sireRow] = await db.select().from(dogs).where(eq(dogs.id, litter.fatherId));
    if (!sireRow) return null;
    return forecast(db, damRow, sireRow, sireRow.healthTests);
  }
  if (!litter.outsideSire) return null;
  const known = await pedigreeAncestor(db, litter.outsideSire.registration);
  const sire = known ?? {
    name: litter.outsideSire.name,
    registration: litter.outsideSire.registration || null,
  };
  return forecast(db, damRow, sire, []);
}

async function forecast(
  db: Queryable,
  damRow: DogRow,
  /** The kennel's male, or an animal the pedigrees know. */
  sireOf: DogRow | Ancestor,
  sireTests: StoredHealthTest[],
): Promise<MatingPreview> {
  // Both kennel dogs' trees from one read of the kennel.
  const kennelSire = 'healthTests' in sireOf;
  const [dam, fromKennel] = await kennelAncestors(db, kennelSire ? [damRow, sireOf] : [damRow]);
  const sire = (kennelSire ? fromKennel : sireOf) as Ancestor;
  const damGenotype = genotypeOf(damRow.healthTests);
  const sireGenotype = genotypeOf(sireTests);
  const forecast = colourForecast(damGenotype, sireGenotype);
  const damDna = dnaStatusesOf(damRow.healthTests);
  const sireDna = dnaStatusesOf(sireTests);
  const health = DNA_TESTS.flatMap((test) => {
    const [d, s] = [damDna[test], sireDna[test]];
    return d && s ? [{ test, ...healthForecast(d, s) }] : [];
  });
  const name = await namer();
  return {
    ...inbreeding(sire, dam),
    colours: forecast.outcomes.map((o) => ({
      genotype: o.genotype,
      phenotype: name(o.coat),
      probability: o.probability,
    })),
    coats: forecast.coats.map((c) => ({ phenotype: name(c.coat), probability: c.probability })),
    unknownLoci: forecast.unknownLoci,
    health,
    warnings: breedingWarnings(damGenotype, sireGenotype, forecast, health),
  };
}

/** The public part of a litter's forecast: relatedness and the coats, not the genotypes. */
export async function publicLitterForecast(idOrSlug: string): Promise<LitterForecast | null> {
  const litter = await getPublicLitter(idOrSlug);
  if (!litter) return null;
  const preview = await litterMatingForecast(litter);
  if (!preview) return null;
  const { coi, generations, coats, unknownLoci } = preview;
  return { coi, generations, coats, unknownLoci };
}
