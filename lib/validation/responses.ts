import { z } from '@/lib/validation/zod';
import { routing } from '@/i18n/routing';
import { LITTER_STATUSES } from '@/lib/selling';
import { COLOUR_LOCUS_NAMES, DNA_STATUSES, DNA_TESTS, GRADES } from '@/lib/health/kinds';
import { DOG_COLORS, DOG_GENDERS, DOG_KINDS, ENQUIRY_STATUSES } from '@/lib/db/values';

/** Shapes the API answers with (SPEC §7); the domains' reads.ts validate remote answers against them. */
export const siteInfoResponse = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneAt: z.string().nullable(),
  fbUrl: z.string().nullable(),
  instaUrl: z.string().nullable(),
  /** Bumped by every save; 0 before the first (lib/validation/version.ts). */
  version: z.number().int(),
});

export type SiteInfo = z.infer<typeof siteInfoResponse>;

/** What /info answers before the breeder has saved any contact detail. */
export const EMPTY_SITE_INFO: SiteInfo = {
  email: null,
  phone: null,
  phoneAt: null,
  fbUrl: null,
  instaUrl: null,
  version: 0,
};

export const imageResponse = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  placeholder: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** The point kept in view when the photo is cropped (fractions of width and height). */
  focal: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** The dog a gallery photo shows (an owner's photo); absent elsewhere. */
  dog: z.object({ name: z.string(), slug: z.string() }).nullable().optional(),
});

/** A page as visitors see it (`GET /api/pages/{page}`): blocks are checked where they render. */
export const publishedPageResponse = z.object({
  page: z.string(),
  content: z.record(z.string(), z.unknown()),
  photos: z.array(imageResponse),
  edition: z.object({ number: z.number().int(), publishedAt: z.string().nullable() }),
});

/** A health certificate's public image: watermarked with the kennel's name. */
const certificateResponse = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Admin reads only: a short-lived signed link to the unmarked scan. */
  privateSrc: z.string().optional(),
});

const evidenceResponse = {
  date: z.string(),
  lab: z.string(),
  certificateId: z.number().int().nullable(),
  certificate: certificateResponse.nullable(),
};
const gradeResponse = z.union(GRADES.map((g) => z.literal(g)));

/** A free health test (no `kind`), or a structured one (lib/health/kinds.ts). */
const healthTestResponse = z.union([
  z.object({
    kind: z.undefined().optional(),
    name: z.string(),
    result: z.string(),
    date: z.string().nullable(),
  }),
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('boas'), grade: gradeResponse, ...evidenceResponse }),
    z.object({
      kind: z.literal('colour'),
      // A result stored before a locus was offered has no key for it.
      genotype: z.partialRecord(z.enum(COLOUR_LOCUS_NAMES), z.string().nullable()),
      ...evidenceResponse,
    }),
    z.object({ kind: z.enum(DNA_TESTS), status: z.enum(DNA_STATUSES), ...evidenceResponse }),
    z.object({ kind: z.literal('patella'), grade: gradeResponse, ...evidenceResponse }),
    z.object({ kind: z.literal('spine'), result: z.string(), ...evidenceResponse }),
  ]),
]);

/**
 * A dog's father: its litter's sire, one of the kennel's males (`id`, `slug`
 * while his page is shown) or a sire from another kennel (`id` null), else the father the dog
 * names itself (`fatherId`).
 */
export const dogFatherResponse = z.object({
  id: z.number().int().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  registration: z.string(),
});

export type DogFather = z.infer<typeof dogFatherResponse>;

export const dogResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.enum(DOG_COLORS),
  birthday: z.string(),
  gender: z.enum(DOG_GENDERS),
  description: z.object({ en: z.string(), hu: z.string(), de: z.string() }),
  price: z.number().int().nullable(),
  enabled: z.boolean(),
  foundParent: z.boolean(),
  reserved: z.boolean(),
  kind: z.enum(DOG_KINDS),
  registration: z.string(),
  healthTests: z.array(healthTestResponse),
  motherId: z.number().int().nullable(),
  /** The father the dog names itself; its litter's sire comes first (`father`). */
  fatherId: z.number().int().nullable(),
  /** Who its father is, the kennel's male or another kennel's sire; null: not known. */
  father: dogFatherResponse.nullable(),
  /** The litter the puppy was born in (features/litters/schema.ts). */
  litterId: z.number().int().nullable(),
  /** What the rules ask to be shown: ISO country code, passport (null: not given). */
  countryOfBirth: z.string(),
  petPassport: z.boolean().nullable(),
  vaccinations: z.array(z.object({ kind: z.string(), date: z.string() })),
  /** The microchip's number masked (its last 4 digits), null when none is given. */
  chip: z.string().nullable(),
  /** The whole number: in the admin's answers only. */
  chipNumber: z.string().optional(),
  /** The code of the puppy's verification page (`/verify/{code}`); null for a parent. */
  verifyCode: z.string().nullable(),
  /** The ids of the photos that show the puppy with its mother. */
  photosWithMother: z.array(z.number().int()),
  images: z.array(imageResponse),
  /** Bumped by every change (lib/validation/version.ts); photos have their own (the order). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const enquiryResponse = z.object({
  id: z.number().int(),
  /** The dog asked about, while it exists; `dogName` stays once it is deleted. */
  dog: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  dogName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  locale: z.enum(['en', 'hu', 'de']),
  status: z.enum(ENQUIRY_STATUSES),
  /** Bumped by every status change (lib/validation/version.ts). */
  version: z.number().int(),
  createdAt: z.string(),
  /** The subject of a reply, in the enquirer's language (the inbox's reply link fills it in). */
  replySubject: z.string(),
  /** The mail about it the outbox gave up on: the buyer's acknowledgement, the breeder's notice. */
  undelivered: z.array(z.enum(['acknowledgement', 'notice'])),
});

/** `resend`: the ticket to ask again for the link mail that the mail budget held back. */
export const enquiryCreatedResponse = z.object({
  id: z.number().int(),
  resend: z.string().optional(),
});

/** How many enquiries there are of each status. */
export const enquiryCountsResponse = z.object({
  new: z.number().int(),
  answered: z.number().int(),
  archived: z.number().int(),
} satisfies Record<(typeof ENQUIRY_STATUSES)[number], z.ZodNumber>);

const sessionUserResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  scope: z.array(z.string()),
  /**
   * The admin's own language: the admin screens and every mail to the kennel use it; null until
   * chosen (the screens follow the browser, mail the site's default).
   */
  locale: z.enum(routing.locales).nullable(),
});

export const userResponse = z.object({ user: sessionUserResponse });

export const signupStateResponse = z.object({ open: z.boolean() });

export const tokenResponse = z.object({ token: z.string() });

/** One refused field or file: `msg` is an `apiErrors` key, `path` the field it belongs to. */
const apiErrorItem = z.object({ msg: z.string(), path: z.string().optional() });

/** The one error shape of SPEC §7. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(apiErrorItem).optional(),
  /** With 409 `editConflict`: the record (or photo order) as it is now stored. */
  current: z.unknown().optional(),
});

export const uploadResponse = z.object({
  images: z.array(imageResponse),
  errors: z.array(apiErrorItem),
});

export type Dog = z.infer<typeof dogResponse>;
export type EnquiryView = z.infer<typeof enquiryResponse>;
export type EnquiryCounts = z.infer<typeof enquiryCountsResponse>;
export type DogImage = z.infer<typeof imageResponse>;
export type HealthTest = Dog['healthTests'][number];
export type HealthCertificate = z.infer<typeof certificateResponse>;
export type SessionUser = z.infer<typeof sessionUserResponse>;
export type ApiErrorItem = z.infer<typeof apiErrorItem>;
export type ApiErrorBody = z.infer<typeof errorResponse>;
export type UploadAnswer = z.infer<typeof uploadResponse>;

const litterCountsResponse = z.object({
  males: z.number().int(),
  females: z.number().int(),
  colors: z.partialRecord(z.enum(DOG_COLORS), z.number().int()),
});

/** A litter's mother or father from the kennel, as its page shows them. */
export const litterParentResponse = z.object({
  id: z.number().int(),
  /** Null while the dog has no public page (disabled). */
  slug: z.string().nullable(),
  name: z.string(),
  color: z.enum(DOG_COLORS),
  birthday: z.string(),
  gender: z.enum(DOG_GENDERS),
  registration: z.string(),
  healthTests: dogResponse.shape.healthTests,
  images: z.array(imageResponse),
});

/** A puppy of a litter: whether a family can still have it. */
export const litterPuppyResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.enum(DOG_COLORS),
  gender: z.enum(DOG_GENDERS),
  status: z.enum(['available', 'reserved', 'placed']),
  /** The puppy's cover photo, if it has one. */
  image: imageResponse.nullable(),
});

export const litterResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(LITTER_STATUSES),
  motherId: z.number().int(),
  fatherId: z.number().int().nullable(),
  mother: litterParentResponse,
  father: litterParentResponse.nullable(),
  outsideSire: z.object({ name: z.string(), registration: z.string() }).nullable(),
  matedAt: z.string().nullable(),
  ovulationAt: z.string().nullable(),
  expectedAt: z.string().nullable(),
  /** The due date the ovulation (else the mating) gives, and its range; null without either. */
  due: z
    .object({
      date: z.string(),
      from: z.string(),
      to: z.string(),
      basis: z.enum(['ovulation', 'mating']),
    })
    .nullable(),
  bornAt: z.string().nullable(),
  expected: litterCountsResponse,
  born: litterCountsResponse,
  note: z.object({ en: z.string(), hu: z.string(), de: z.string() }),
  images: z.array(imageResponse),
  /** Its enabled puppies on the public API; every puppy in the admin. */
  puppies: z.array(litterPuppyResponse),
  /**
   * Admin only: how many subscribers the litter's next news would mail, by news (confirmed, not
   * told of it yet), for the screens to say so before a change.
   */
  mailAudience: z
    .object({ expected: z.number().int(), born: z.number().int(), ready: z.number().int() })
    .optional(),
  /** Bumped by every change (lib/validation/version.ts); photos have their own (the order). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Litter = z.infer<typeof litterResponse>;
export type LitterParent = z.infer<typeof litterParentResponse>;
export type LitterPuppy = z.infer<typeof litterPuppyResponse>;
export type LitterCountsView = z.infer<typeof litterCountsResponse>;
