import type { z } from 'zod';
import { routing } from '@/i18n/routing';
import type { dogCreateSchema, DogKind } from '@/features/dogs/schema';
import type { Dog, HealthTest } from '@/lib/validation/responses';

/** The dog form's values as typed, and as the schema turns them into a request. */
export type DogFields = z.input<typeof dogCreateSchema>;
export type DogValues = z.output<typeof dogCreateSchema>;

const DESCRIPTIONS = routing.locales.map((locale) => `description.${locale}`);

/** Every field the form can show a server's error under. */
export const FIELDS = [
  'name',
  'color',
  'birthday',
  'gender',
  'price',
  'enabled',
  'foundParent',
  'reserved',
  'registration',
  'motherId',
  'fatherId',
  'litterId',
  'chipNumber',
  'countryOfBirth',
  'petPassport',
  'photoWithMother',
].concat(DESCRIPTIONS);

/** The fields the form shows for a kind of dog, in its order: what an edit conflict compares. */
export function editedFields(kind: DogKind): string[] {
  return kind === 'puppy'
    ? ['name', 'birthday', 'color', 'gender', 'litterId', 'motherId', 'fatherId', 'price']
        .concat(['enabled'])
        .concat(['foundParent', 'reserved'])
        .concat(['chipNumber', 'countryOfBirth', 'petPassport', 'vaccinations', 'photoWithMother'])
        .concat(DESCRIPTIONS)
    : ['name', 'birthday', 'color', 'gender', 'registration', 'enabled', 'healthTests'].concat(
        DESCRIPTIONS,
      );
}

export function toFields(kind: DogKind, dog?: Dog): DogFields {
  return {
    kind,
    registration: dog?.registration ?? '',
    healthTests: (dog?.healthTests ?? []).map(toFieldTest),
    motherId: dog?.motherId ?? null,
    // Its litter's sire when the litter has one (`father`): the kennel's male, or none of ours.
    fatherId: dog ? (dog.father?.id ?? null) : null,
    litterId: dog?.litterId ?? null,
    name: dog?.name ?? '',
    // An unchosen select starts empty; the schema asks for a choice.
    color: dog?.color ?? ('' as DogFields['color']),
    gender: dog?.gender ?? ('' as DogFields['gender']),
    birthday: dog?.birthday ?? '',
    price: dog?.price ?? null,
    enabled: dog?.enabled ?? true,
    foundParent: dog?.foundParent ?? false,
    reserved: dog?.reserved ?? false,
    description: { en: '', hu: '', de: '', ...dog?.description },
    chipNumber: dog?.chipNumber ?? '',
    countryOfBirth: dog?.countryOfBirth ?? 'HU',
    petPassport: dog?.petPassport ?? null,
    vaccinations: dog?.vaccinations ?? [],
    photoWithMother: dog?.photosWithMother[0] ?? null,
  };
}

/** A test as the form edits it: a certificate's links stay out of the request. */
function toFieldTest(test: HealthTest): NonNullable<DogFields['healthTests']>[number] {
  if (!test.kind) return test;
  const fields: Partial<typeof test> = { ...test };
  delete fields.certificate;
  return fields as NonNullable<DogFields['healthTests']>[number];
}
