import type { ColourLocus, Genotype } from './kinds';

/** What an A-locus allele shows: fawn, sable, tan points or recessive black. */
export type AgoutiTrait = 'fawn' | 'sable' | 'tan' | 'black';
const AGOUTI: Record<string, AgoutiTrait> = { ay: 'fawn', aw: 'sable', at: 'tan', a: 'black' };

/** A locus in plain words: the key a message selects on (`BB`, `Bb`, `bb`; A: the traits). */
export type LocusMeaning =
  | { locus: 'a'; genotype: string; shows: AgoutiTrait; carries: AgoutiTrait | null }
  | { locus: Exclude<ColourLocus, 'a'>; genotype: string; key: string };

/**
 * The tested loci of a colour DNA result, each with what it means for the dog: on the A locus
 * the first (dominant) allele shows and a different second one is carried; on B, D and M the
 * genotype without its slash (`Bb`) is the message's key.
 */
export function explainGenotype(genotype: Genotype): LocusMeaning[] {
  const meanings: LocusMeaning[] = [];
  for (const locus of ['a', 'b', 'd', 'm'] as const) {
    const value = genotype[locus];
    if (!value) continue;
    if (locus === 'a') {
      const [first, second] = value.split('/') as [string, string];
      const shows = AGOUTI[first]!;
      const carried = AGOUTI[second]!;
      meanings.push({ locus, genotype: value, shows, carries: carried === shows ? null : carried });
    } else {
      // Merle is dominant: one M is a merle dog.
      const key = locus === 'm' ? (value.includes('M') ? 'merle' : 'mm') : value.replace('/', '');
      meanings.push({ locus, genotype: value, key });
    }
  }
  return meanings;
}
