/*
 * The health tests' vocabulary: the kinds French Bulldog buyers look for, their results and the
 * shape a test is stored in (beside the free entries, with no `kind`). Plain constants and types:
 * the database schema, the validation, the admin's form and the public summaries share them.
 */

/** DNA tests answered clear / carrier / affected. */
export const DNA_TESTS = ['cmr1', 'huu', 'dm', 'jhc'] as const;
export type DnaTest = (typeof DNA_TESTS)[number];
export const DNA_STATUSES = ['clear', 'carrier', 'affected'] as const;
export type DnaStatus = (typeof DNA_STATUSES)[number];

export const HEALTH_TEST_KINDS = ['boas', 'colour', ...DNA_TESTS, 'patella', 'spine'] as const;
export type HealthTestKind = (typeof HEALTH_TEST_KINDS)[number];

/** BOAS (Kennel Club / University of Cambridge) and patella grades. */
export const GRADES = [0, 1, 2, 3] as const;
export type Grade = (typeof GRADES)[number];

/**
 * The colour loci a French Bulldog is tested for, each with its alleles, the dominant first:
 * agouti, testable brown, cocoa, dilute, extension (mask, cream), dominant black and brindle,
 * merle, and pied.
 */
export const COLOUR_ALLELES = {
  a: ['ay', 'aw', 'at', 'a'],
  b: ['B', 'b'],
  co: ['Co', 'co'],
  d: ['D', 'd'],
  e: ['Em', 'E', 'e'],
  k: ['KB', 'kbr', 'ky'],
  m: ['M', 'm'],
  s: ['S', 'sp'],
} as const;
export type ColourLocus = keyof typeof COLOUR_ALLELES;
export const COLOUR_LOCUS_NAMES = Object.keys(COLOUR_ALLELES) as ColourLocus[];

/** Every genotype of `alleles`, the dominant allele first: `ay/ay`, `ay/aw`, … `a/a`. */
function genotypesOf<A extends readonly string[]>(alleles: A): [string, ...string[]] {
  return alleles.flatMap((first, i) => alleles.slice(i).map((second) => `${first}/${second}`)) as [
    string,
    ...string[],
  ];
}

/** The genotypes each colour locus may have. */
export const COLOUR_LOCI = Object.fromEntries(
  COLOUR_LOCUS_NAMES.map((locus) => [locus, genotypesOf(COLOUR_ALLELES[locus])]),
) as Record<ColourLocus, [string, ...string[]]>;

/** A colour DNA result: a genotype per locus, null (or absent: tested before it was offered) if not tested. */
export type Genotype = Partial<Record<ColourLocus, string | null>>;

/** What every structured entry has: the date, the laboratory or vet, a certificate scan. */
interface Evidence {
  /** `YYYY-MM-DD` */
  date: string;
  /** The laboratory or vet, '' when not given. */
  lab: string;
  /** A scan in health_certificates, if uploaded. */
  certificateId?: number | null;
}

export type FreeHealthTest = {
  kind?: undefined;
  name: string;
  result: string;
  date: string | null;
};
export type BoasTest = Evidence & { kind: 'boas'; grade: Grade };
export type ColourTest = Evidence & { kind: 'colour'; genotype: Genotype };
export type DnaHealthTest = Evidence & { kind: DnaTest; status: DnaStatus };
export type PatellaTest = Evidence & { kind: 'patella'; grade: Grade };
export type SpineTest = Evidence & { kind: 'spine'; result: string };
export type StructuredHealthTest = BoasTest | ColourTest | DnaHealthTest | PatellaTest | SpineTest;

/** One health test as stored (jsonb) and answered by the API: an entry without `kind` is free. */
export type StoredHealthTest = FreeHealthTest | StructuredHealthTest;
