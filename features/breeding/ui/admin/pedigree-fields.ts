import type { Ancestor } from '@/features/breeding/coi';
import { MAX_GENERATIONS } from '@/features/breeding/generations';
import type { Pedigree } from '@/features/breeding/pedigree';

// The pedigree editor's form: every place of five generations always there (empty when not
// known), each by its path as the API names it (`sire.dam.registration`), so a refusal from the
// server lands beside its field.

export interface AncestorFields {
  name: string;
  registration: string;
  colour: string;
  /** A kennel dog's id as the select holds it, '' for none. */
  dogId: string;
  sire?: AncestorFields;
  dam?: AncestorFields;
}

export interface PedigreeFields {
  sire: AncestorFields;
  dam: AncestorFields;
}

export const ANCESTOR_FIELDS = ['name', 'registration', 'colour', 'dogId'] as const;
export type AncestorField = (typeof ANCESTOR_FIELDS)[number];

/** Every place, a generation after another, sire before dam: `s`, `d`, `ss`, `sd`, … */
export const PLACES: readonly string[] = (() => {
  const all: string[] = [];
  let row = [''];
  for (let generation = 1; generation <= MAX_GENERATIONS; generation += 1) {
    row = row.flatMap((place) => [`${place}s`, `${place}d`]);
    all.push(...row);
  }
  return all;
})();

/** `sd` → `sire.dam`. */
export const pathOf = (place: string) =>
  [...place].map((step) => (step === 's' ? 'sire' : 'dam')).join('.');

/** `sire.dam.name` → `sd`; null for a path that is not an ancestor's. */
export function placeOf(path: string): string | null {
  const steps = path.split('.');
  if (ANCESTOR_FIELDS.includes(steps[steps.length - 1] as AncestorField)) steps.pop();
  if (steps.length === 0 || steps.some((step) => step !== 'sire' && step !== 'dam')) return null;
  return steps.map((step) => step[0]).join('');
}

/** Every field of every place: what a conflict compares and where server errors may land. */
export const FIELD_PATHS: readonly string[] = PLACES.flatMap((place) =>
  ANCESTOR_FIELDS.map((field) => `${pathOf(place)}.${field}`),
);

/** The form field a refusal belongs to: a place's own refusal (a loop) shows under its name. */
export function fieldOfError(path: string): string {
  const place = placeOf(path);
  if (place === null) return path;
  const last = path.split('.').pop() as AncestorField;
  return ANCESTOR_FIELDS.includes(last) ? path : `${pathOf(place)}.name`;
}

/** A place with nothing in it, and its parents' places. */
export function emptyFields(generation: number): AncestorFields {
  const fields: AncestorFields = { name: '', registration: '', colour: '', dogId: '' };
  if (generation < MAX_GENERATIONS) {
    fields.sire = emptyFields(generation + 1);
    fields.dam = emptyFields(generation + 1);
  }
  return fields;
}

function ancestorToFields(animal: Ancestor | null | undefined, generation: number): AncestorFields {
  const fields = emptyFields(generation);
  if (!animal) return fields;
  fields.name = animal.name;
  fields.registration = animal.registration ?? '';
  fields.colour = (animal as { colour?: string | null }).colour ?? '';
  fields.dogId = animal.dogId == null ? '' : String(animal.dogId);
  if (generation < MAX_GENERATIONS) {
    fields.sire = ancestorToFields(animal.sire, generation + 1);
    fields.dam = ancestorToFields(animal.dam, generation + 1);
  }
  return fields;
}

/** The pedigree as entered, as the form's fields. */
export function toFields(entered: Pedigree): PedigreeFields {
  return { sire: ancestorToFields(entered.sire, 1), dam: ancestorToFields(entered.dam, 1) };
}

/** Anything filled in at a place or beneath it. */
export const filled = (fields: AncestorFields | undefined): boolean =>
  Boolean(
    fields &&
    (ANCESTOR_FIELDS.some((field) => fields[field].trim() !== '') ||
      filled(fields.sire) ||
      filled(fields.dam)),
  );

type PedigreeBody = { sire: Ancestor | null; dam: Ancestor | null };

function toAncestor(fields: AncestorFields | undefined): Ancestor | null {
  if (!fields || !filled(fields)) return null;
  const animal: Ancestor & { colour?: string | null } = { name: fields.name.trim() };
  if (fields.registration.trim()) animal.registration = fields.registration.trim();
  if (fields.colour.trim()) animal.colour = fields.colour.trim();
  if (fields.dogId) animal.dogId = Number(fields.dogId);
  const sire = toAncestor(fields.sire);
  const dam = toAncestor(fields.dam);
  if (sire) animal.sire = sire;
  if (dam) animal.dam = dam;
  return animal;
}

/** The request the form makes: places left empty are not sent. */
export function toInput(fields: PedigreeFields): PedigreeBody {
  return { sire: toAncestor(fields.sire), dam: toAncestor(fields.dam) };
}

export function valueAtPlace(fields: PedigreeFields, place: string): AncestorFields | undefined {
  let at: AncestorFields | undefined = place[0] === 's' ? fields.sire : fields.dam;
  for (const step of place.slice(1)) at = step === 's' ? at?.sire : at?.dam;
  return at;
}
