import 'server-only';
import { eq } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { dogs, litters, type DogRow } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { DNA_TESTS, type DnaTest, type StoredHealthTest } from '@/features/health/kinds';
import { coatName } from '../coat-name';
import { dogColorOf, possibleColors } from '../dog-color';
import { DOG_COLORS } from '@/features/dogs/fields';
import type { DogColor } from '@/features/dogs/schema';
import { genotypeOf, healthForecast } from '@/features/health/dna';
import { dnaResults } from '@/features/health/summary';
import { inbreeding, type Ancestor } from '../coi';
import {
  breedingWarnings,
  colourForecast,
  type BreedingWarning,
  type Coat,
  type Locus,
} from '../genetics';
import { getPublicLitter } from '@/features/litters/server/litters';
import type { LitterForecast } from '../schema';
import { isKennelDog, litterParents, matingTree, pedigreeAncestor } from './pedigree';

export type Names = Record<AppLocale, string>;

export interface MatingPreview {
  coi: number;
  generations: number;
  ancestorLoss: number;
  /** Every offspring genotype over the loci both parents were tested for (sum 1). */
  colours: { genotype: Partial<Record<Locus, string>>; phenotype: Names; probability: number }[];
  /** The same, by the coat it shows, with the dog list's colour it is recorded as (if known). */
  coats: { phenotype: Names; probability: number; color: DogColor | null }[];
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
export async function litterMatingForecast(
  litter: Parameters<typeof litterParents>[1],
): Promise<MatingPreview | null> {
  const db = await getDb();
  const parents = await litterParents(db, litter);
  if (!parents?.sire) return null;
  const { sire } = parents;
  return forecast(db, parents.dam, sire, isKennelDog(sire) ? sire.healthTests : []);
}

async function forecast(
  db: Queryable,
  damRow: DogRow,
  /** The kennel's male, or an animal the pedigrees know. */
  sireOf: DogRow | Ancestor,
  sireTests: StoredHealthTest[],
): Promise<MatingPreview> {
  const { sire, dam } = await matingTree(db, { dam: damRow, sire: sireOf });
  const damGenotype = genotypeOf(damRow.healthTests);
  const sireGenotype = genotypeOf(sireTests);
  const forecast = colourForecast(damGenotype, sireGenotype);
  const damDna = dnaResults(damRow.healthTests);
  const sireDna = dnaResults(sireTests);
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
    coats: forecast.coats.map((c) => ({
      phenotype: name(c.coat),
      probability: c.probability,
      color: dogColorOf(c.coat),
    })),
    unknownLoci: forecast.unknownLoci,
    health,
    warnings: breedingWarnings(damGenotype, sireGenotype, forecast, health),
  };
}

/**
 * The colours a litter's puppies can have, most likely first: once born, the colours they were
 * born in; before, what its parents' colour tests allow; null when that cannot be told.
 */
export async function litterColors(litterId: number): Promise<DogColor[] | null> {
  const db = await getDb();
  const [litter] = await db.select().from(litters).where(eq(litters.id, litterId));
  if (!litter) return null;
  const born = DOG_COLORS.filter((color) => (litter.born.colors[color] ?? 0) > 0);
  if (born.length > 0) return born;
  const preview = await litterMatingForecast({
    motherId: litter.motherId,
    fatherId: litter.fatherId,
    outsideSire:
      litter.outsideSireName === null
        ? null
        : { name: litter.outsideSireName, registration: litter.outsideSireRegistration ?? '' },
  });
  return preview ? possibleColors(preview.coats) : null;
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
