import { normalizeRegistration } from './coi';
import { MAX_GENERATIONS } from './generations';
import type { PastedAncestor } from './pedigree-paste';

// A pasted pedigree (./pedigree-paste.ts) taken into the places the editor holds. A line naming
// another animal than the one a place holds replaces it with its whole line: the ancestors
// beneath it are cleared unless the paste fills them, so two lineages never mix. Nothing filled
// is lost unseen: the places whose contents would change are listed for the breeder to confirm.

/** One place's fields as the editor holds them (`dogId` '' when no kennel dog is linked). */
export interface PlaceFields {
  name: string;
  registration: string;
  colour: string;
  dogId: string;
}

export interface PasteMerge {
  /** The places the paste changes, with their fields after it. */
  changes: Record<string, PlaceFields>;
  /** The places holding something that the paste would overwrite or clear, sire before dam. */
  replaced: string[];
}

const EMPTY: PlaceFields = { name: '', registration: '', colour: '', dogId: '' };
const FIELDS = ['name', 'registration', 'colour', 'dogId'] as const;

const filled = (fields: PlaceFields | undefined) =>
  Boolean(fields && FIELDS.some((field) => fields[field].trim()));

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Another animal than the one the place holds: another name, or another registration number
 * where both have one (a number added to the same name is the same dog).
 */
function otherAnimal(now: PlaceFields, pasted: PastedAncestor): boolean {
  if (!now.name.trim() && !now.registration.trim()) return false;
  if (!sameName(now.name, pasted.name)) return true;
  const [a, b] = [now.registration, pasted.registration].map(normalizeRegistration);
  return Boolean(a && b && a !== b);
}

/** Generation order: `s`, `d`, `ss`, `sd`, … */
const byPlace = (a: string, b: string) =>
  a.length - b.length || a.replace(/s/g, '0').localeCompare(b.replace(/s/g, '0'));

/** Every place beneath `place`, to the last generation. */
function beneath(place: string): string[] {
  if (place.length >= MAX_GENERATIONS) return [];
  return [`${place}s`, `${place}d`].flatMap((parent) => [parent, ...beneath(parent)]);
}

/**
 * What `pasted` does to the places `current` holds. A line for the animal a place holds already
 * keeps what the line leaves out; a line for another animal replaces the place's fields and
 * clears the places beneath it that the paste does not fill. `dogIdOf` links a kennel dog by its
 * registration number ('' for none).
 */
export function mergePastedPedigree(
  current: Readonly<Record<string, PlaceFields>>,
  pasted: Readonly<Record<string, PastedAncestor>>,
  dogIdOf: (registration: string) => string,
): PasteMerge {
  const next: Record<string, PlaceFields> = {};
  for (const [place, line] of Object.entries(pasted)) {
    const now = current[place] ?? EMPTY;
    const other = otherAnimal(now, line);
    const kept = other ? EMPTY : now;
    next[place] = {
      name: line.name,
      registration: line.registration || kept.registration,
      colour: line.colour || kept.colour,
      dogId: dogIdOf(line.registration) || kept.dogId,
    };
    if (!other) continue;
    for (const below of beneath(place)) {
      if (!(below in pasted) && filled(current[below])) next[below] = { ...EMPTY };
    }
  }
  const changes: Record<string, PlaceFields> = {};
  const replaced: string[] = [];
  for (const [place, fields] of Object.entries(next)) {
    const now = current[place] ?? EMPTY;
    if (FIELDS.every((field) => fields[field] === now[field])) continue;
    changes[place] = fields;
    // Lost: a field that held something and will hold something else.
    if (FIELDS.some((field) => now[field].trim() && fields[field] !== now[field])) {
      replaced.push(place);
    }
  }
  return { changes, replaced: replaced.sort(byPlace) };
}
