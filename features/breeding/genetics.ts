import {
  COLOUR_ALLELES as ALLELES,
  COLOUR_LOCUS_NAMES as LOCI,
  type ColourLocus as Locus,
  type DnaStatus,
} from '@/features/health/kinds';

// What a mating can give, locus by locus (Mendel: each parent passes one of its two alleles with
// equal chance), and the coat each offspring genotype shows as French Bulldog breeders name it
// (docs/breeding.md). A locus one parent was not tested for stays unknown: nothing is guessed.

export { ALLELES, LOCI, type Locus };

/** A genotype per locus (`ay/at`), the loci not tested left out or null. */
export type Genotypes = Partial<Record<Locus, string | null>>;

/** `x/y` with the dominant allele first, or null when it is no genotype of `locus`. */
export function normalGenotype(locus: Locus, genotype: string): string | null {
  const alleles: readonly string[] = ALLELES[locus];
  const pair = genotype.split('/');
  if (pair.length !== 2 || pair.some((allele) => !alleles.includes(allele))) return null;
  return pair.sort((x, y) => alleles.indexOf(x) - alleles.indexOf(y)).join('/');
}

/** The offspring genotypes of one locus and their probabilities (a Punnett square). */
export function punnett(locus: Locus, dam: string, sire: string): Map<string, number> {
  const outcomes = new Map<string, number>();
  for (const fromDam of dam.split('/')) {
    for (const fromSire of sire.split('/')) {
      const child = normalGenotype(locus, `${fromDam}/${fromSire}`)!;
      outcomes.set(child, (outcomes.get(child) ?? 0) + 0.25);
    }
  }
  return outcomes;
}

/** The coat: its pattern and its shade, and the two markings, each null where not known. */
export interface Coat {
  pattern: 'cream' | 'solid' | 'brindle' | 'fawn' | 'sable' | 'tan' | null;
  pigment: 'black' | 'blue' | 'chocolate' | 'lilac' | 'isabella' | null;
  merle: 'none' | 'merle' | 'double' | null;
  pied: boolean | null;
}

const has = (genotype: string | null | undefined, allele: string) =>
  genotype ? genotype.startsWith(`${allele}/`) || genotype.endsWith(`/${allele}`) : null;
/** The allele a genotype shows: its first (dominant) one. */
const shown = (genotype: string) => genotype.slice(0, genotype.indexOf('/'));
const homozygous = (genotype: string | null | undefined, allele: string) =>
  genotype ? genotype === `${allele}/${allele}` : null;

/** What an offspring genotype shows. */
export function coatOf(genotype: Genotypes): Coat {
  const g = (locus: Locus) => genotype[locus] ?? null;
  let pattern: Coat['pattern'] = null;
  if (homozygous(g('e'), 'e')) pattern = 'cream';
  else if (g('e') && g('k')) {
    const k = shown(g('k')!);
    if (k === 'KB') pattern = 'solid';
    else if (k === 'kbr') pattern = 'brindle';
    else if (g('a')) {
      const agouti = shown(g('a')!);
      pattern =
        agouti === 'ay' ? 'fawn' : agouti === 'aw' ? 'sable' : agouti === 'at' ? 'tan' : 'solid';
    }
  }
  const dilute = homozygous(g('d'), 'd');
  const testable = homozygous(g('b'), 'b');
  const cocoa = homozygous(g('co'), 'co');
  // Brown by either gene: known as soon as one says so, else only with both tested.
  const brown = testable || cocoa ? true : testable === null || cocoa === null ? null : false;
  const pigment: Coat['pigment'] =
    dilute === null || brown === null
      ? null
      : dilute
        ? brown
          ? testable && !cocoa
            ? 'isabella'
            : 'lilac'
          : 'blue'
        : brown
          ? 'chocolate'
          : 'black';
  const merle =
    g('m') === null
      ? null
      : homozygous(g('m'), 'M')
        ? 'double'
        : has(g('m'), 'M')
          ? 'merle'
          : 'none';
  const pied = homozygous(g('s'), 'sp');
  return { pattern, pigment, merle, pied };
}

/** A coat as a key, for grouping offspring that look alike. */
export const coatKey = (coat: Coat) =>
  [coat.pattern ?? '?', coat.pigment ?? '?', coat.merle ?? '?', coat.pied ?? '?'].join(' ');

export interface ColourOutcome {
  genotype: Partial<Record<Locus, string>>;
  coat: Coat;
  probability: number;
}

export interface ColourForecast {
  /** Every offspring genotype over the loci both parents were tested for, most likely first. */
  outcomes: ColourOutcome[];
  /** The coats those genotypes show, most likely first. */
  coats: { coat: Coat; probability: number }[];
  /** The loci one parent or both were not tested for. */
  unknownLoci: Locus[];
}

/** The colours `dam` × `sire` can give: each locus's Punnett square, multiplied together. */
export function colourForecast(dam: Genotypes, sire: Genotypes): ColourForecast {
  const known: { locus: Locus; outcomes: Map<string, number> }[] = [];
  const unknownLoci: Locus[] = [];
  for (const locus of LOCI) {
    const fromDam = dam[locus] ? normalGenotype(locus, dam[locus]!) : null;
    const fromSire = sire[locus] ? normalGenotype(locus, sire[locus]!) : null;
    if (fromDam && fromSire) known.push({ locus, outcomes: punnett(locus, fromDam, fromSire) });
    else unknownLoci.push(locus);
  }
  // Every combination, each locus's genotypes in turn (as lists: one object per outcome).
  let combined: { genotypes: string[]; probability: number }[] = [
    { genotypes: [], probability: 1 },
  ];
  for (const { outcomes } of known) {
    const next: typeof combined = [];
    for (const partial of combined) {
      for (const [genotype, p] of outcomes) {
        next.push({
          genotypes: [...partial.genotypes, genotype],
          probability: partial.probability * p,
        });
      }
    }
    combined = next;
  }
  const outcomes = combined
    .map(({ genotypes, probability }) => {
      const genotype: Partial<Record<Locus, string>> = {};
      known.forEach(({ locus }, i) => (genotype[locus] = genotypes[i]));
      return { genotype, probability, coat: coatOf(genotype) };
    })
    .sort((x, y) => y.probability - x.probability);
  const coats = new Map<string, { coat: Coat; probability: number }>();
  for (const outcome of outcomes) {
    const key = coatKey(outcome.coat);
    const found = coats.get(key);
    if (found) found.probability += outcome.probability;
    else coats.set(key, { coat: outcome.coat, probability: outcome.probability });
  }
  return {
    outcomes,
    coats: [...coats.values()].sort((x, y) => y.probability - x.probability),
    unknownLoci,
  };
}

export type BreedingWarning = 'doubleMerle' | 'merle' | 'dilution' | 'affectedOffspring';

/**
 * What the breed clubs warn of: two merle parents (a quarter double merle, often deaf or
 * blind), merle at all (no recognised colour of the breed standard), dilute puppies (colour
 * dilution alopecia), and a DNA test by which puppies can be affected.
 */
export function breedingWarnings(
  dam: Genotypes,
  sire: Genotypes,
  forecast: ColourForecast,
  health: Record<DnaStatus, number>[],
): BreedingWarning[] {
  const warnings: BreedingWarning[] = [];
  if (has(dam.m, 'M') && has(sire.m, 'M')) warnings.push('doubleMerle');
  if (forecast.outcomes.some((o) => o.coat.merle === 'merle' || o.coat.merle === 'double')) {
    warnings.push('merle');
  }
  if (forecast.outcomes.some((o) => o.genotype.d === 'd/d')) warnings.push('dilution');
  if (health.some((shares) => shares.affected > 0)) warnings.push('affectedOffspring');
  return warnings;
}
