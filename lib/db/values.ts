/**
 * The values the database's enum columns accept, without drizzle or zod: the schema, the
 * domains' validation and forms (in the browser too) and the API's answers share these lists.
 * Each domain re-exports the ones it names.
 */

/**
 * The coats a French Bulldog is registered in: black, fawn, cream, brindle and pied with their
 * dilute (blue), cocoa (chocolate) and both (lilac) forms, and tan points. The seed's three
 * (blue, tan, lilac) come first in the admin's lists.
 */
export const DOG_COLORS = [
  'blue',
  'tan',
  'lilac',
  'black',
  'chocolate',
  'fawn',
  'blueFawn',
  'chocolateFawn',
  'lilacFawn',
  'cream',
  'brindle',
  'blueBrindle',
  'chocolateBrindle',
  'lilacBrindle',
  'pied',
  'fawnPied',
  'brindlePied',
  'bluePied',
  'lilacPied',
] as const;
export const DOG_GENDERS = ['male', 'female'] as const;
/** `parent`: one of the kennel's own adult dogs; `puppy`: a dog of the puppy lists. */
export const DOG_KINDS = ['puppy', 'parent'] as const;

/** Where an enquiry stands in the breeder's inbox; the database and the API share the list. */
export const ENQUIRY_STATUSES = ['new', 'answered', 'archived'] as const;

export const VIDEO_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;

/** An owner's submission, and each of its photos: waiting for the breeder, published, or turned down. */
export const OWNER_STORY_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The kinds of a buyer's document. */
export const DOCUMENT_KINDS = [
  'contract',
  'passport',
  'pedigree',
  'vet_certificate',
  'other',
] as const;

/** The types a document may be, as its content shows (never its name): the stored extension. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export type DocumentContentType = (typeof DOCUMENT_TYPES)[DocumentExtension];
export const DOCUMENT_CONTENT_TYPES = Object.values(DOCUMENT_TYPES) as [
  DocumentContentType,
  ...DocumentContentType[],
];

/** The health events a diary update may record. */
export const HEALTH_EVENT_KINDS = ['vaccination', 'deworming', 'vet_check', 'microchip'] as const;
