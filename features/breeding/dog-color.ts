import type { DogColor } from '@/features/dogs/schema';
import type { Coat } from './genetics';

/**
 * The colour of the dog list a coat is recorded as, or null when the coat is not known well
 * enough to say (a locus that decides it untested). Merle is not one of the list's colours; an
 * isabella coat is recorded as lilac, as French Bulldog breeders do.
 */
export function dogColorOf({ pattern, pigment, pied }: Coat): DogColor | null {
  if (pattern === 'cream') return 'cream';
  if (pattern === null || pigment === null || pied === null) return null;
  const shade = pigment === 'isabella' ? 'lilac' : pigment;
  if (pied) {
    if (shade === 'blue') return 'bluePied';
    if (shade === 'lilac') return 'lilacPied';
    if (pattern === 'fawn' || pattern === 'sable') return 'fawnPied';
    if (pattern === 'brindle') return 'brindlePied';
    return 'pied';
  }
  switch (pattern) {
    case 'solid':
      return shade;
    case 'tan':
      return 'tan';
    case 'fawn':
    case 'sable':
      return shade === 'black' ? 'fawn' : `${shade}Fawn`;
    case 'brindle':
      return shade === 'black' ? 'brindle' : `${shade}Brindle`;
  }
}

/**
 * The colours a litter can have, most likely first: every coat's with a chance, or null
 * when one of them cannot be told (then every colour is possible as far as anyone knows).
 */
export function possibleColors(coats: { color: DogColor | null }[]): DogColor[] | null {
  if (coats.length === 0 || coats.some((c) => c.color === null)) return null;
  return [...new Set(coats.map((c) => c.color!))];
}
