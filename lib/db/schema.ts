import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RichDoc } from '../rich-text/doc';
import type { StoredHealthTest } from '../health/kinds';
import { BOOKING_KINDS, BOOKING_STATUSES, SLOT_KINDS } from '../calendar/kinds';
import {
  APPLICATION_STATUSES,
  LITTER_NEWS_EVENTS,
  LITTER_STATUSES,
  OFFER_STATUSES,
  QUESTION_KINDS,
} from '@/lib/selling';
import { WATERMARK_CORNERS } from '../watermark';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOG_COLORS,
  ENQUIRY_STATUSES,
  HEALTH_EVENT_KINDS,
  OWNER_STORY_STATUSES,
  VIDEO_STATES,
} from './values';

/** A mail's file: a stored one (`key`) or text written with the mail (an .ics invitation). */
export type MailAttachment = { filename: string; contentType: string } & (
  { key: string } | { content: string }
);

export interface StoredVariant {
  width: number;
  key: string;
}

/** One vaccination of a puppy: its kind ("DHPPi", "rabies") and the day it was given. */
export interface StoredVaccination {
  kind: string;
  date: string;
}

/** One health test of a parent dog: free (`{name, result, date}`) or structured (lib/health). */
export type { StoredHealthTest };

/** One animal of a pedigree: its parents when known. */
export interface Ancestor {
  name: string;
  /** The studbook number, which makes it the same animal wherever it stands. */
  registration?: string | null;
  /** A kennel dog: the same animal wherever it stands. */
  dogId?: number | null;
  sire?: Ancestor | null;
  dam?: Ancestor | null;
}

export interface Pedigree {
  sire?: Ancestor | null;
  dam?: Ancestor | null;
}

/** One progesterone result of a heat: the day the blood was taken and ng/ml. */
export interface ProgesteroneResult {
  /** `YYYY-MM-DD` */
  date: string;
  ngPerMl: number;
}

/** One puppy as the whelping log records it; `dogId` is the puppy the log created. */
export interface WhelpingEntry {
  /** ISO timestamp of the birth. */
  bornAt: string;
  sex: 'male' | 'female';
  colour: string;
  markings: string;
  weightGrams: number;
  dogId: number;
}

/** One health event: on a litter's update it applies to each puppy of the litter. */
export interface StoredHealthEvent {
  kind: (typeof HEALTH_EVENT_KINDS)[number];
  /** `YYYY-MM-DD` */
  date: string;
  note: string;
}

/** One puppy's weight on an update (a puppy's own update has one, a litter's one per puppy). */
export interface StoredWeight {
  dogId: number;
  grams: number;
}

/** What an owner typed into the story form, kept after a refused send without JavaScript. */
export interface OwnerStoryDraft {
  name: string;
  story: string;
  consent: boolean;
  /** ISO time: a draft older than STORY_DRAFT_HOURS is not shown again. */
  savedAt: string;
}

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  scope: text('scope').array().notNull().default(['admin']),
  // Bumped on logout, password change and reset: sessions, device cookies and reset links carry
  // the version they were issued with.
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The language of the admin screens and of every mail to the kennel (SPEC §13); until the admin
   * chooses, the screens follow the browser's language and mail the site's default.
   */
  locale: text('locale', { enum: ['en', 'hu', 'de'] }),
});

export const siteInfo = pgTable('site_info', {
  id: integer('id').primaryKey().default(1),
  email: text('email'),
  phone: text('phone'),
  phoneAt: text('phone_at'),
  fbUrl: text('fb_url'),
  instaUrl: text('insta_url'),
  /** Bumped by every save: a save based on an older one is refused (lib/server/versions.ts). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-language lists: the price's inclusions in each language the breeder wrote them in. */
export interface StoredLocaleLists {
  en?: string[];
  hu?: string[];
  de?: string[];
}

/**
 * The kennel's structured facts and its legal notice: one row, beside site_info. A
 * null fact is the default (features/site/server/site-facts.ts), so a fresh install reads as before.
 */
export const siteFacts = pgTable('site_facts', {
  id: integer('id').primaryKey().default(1),
  kennelName: text('kennel_name'),
  foundingYear: integer('founding_year'),
  priceIncludes: jsonb('price_includes').$type<StoredLocaleLists>(),
  pedigreeFee: integer('pedigree_fee'),
  pedigreeCurrency: text('pedigree_currency'),
  airlines: text('airlines').array(),
  businessName: text('business_name'),
  address: text('address'),
  registrationNumber: text('registration_number'),
  registrationAuthority: text('registration_authority'),
  taxNumber: text('tax_number'),
  felirId: text('felir_id'),
  kennelRegistration: text('kennel_registration'),
  hostingName: text('hosting_name'),
  hostingAddress: text('hosting_address'),
  vatId: text('vat_id'),
  legalForm: text('legal_form'),
  representative: text('representative'),
  hostingEmail: text('hosting_email'),
  premisesRegistration: text('premises_registration'),
  businessPurpose: text('business_purpose'),
  /** What the deposit is: `advance` (előleg, Anzahlung; null) or `earnest` (foglaló, Ptk. 6:185). */
  depositKind: text('deposit_kind', { enum: ['advance', 'earnest'] }),
  /** Bumped by every save: a save based on an older one is refused (lib/server/versions.ts). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteFactsRow = typeof siteFacts.$inferSelect;

export const dogs = pgTable('dogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color', { enum: DOG_COLORS }).notNull(),
  birthday: date('birthday', { mode: 'string' }).notNull(),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionHu: text('description_hu').notNull().default(''),
  descriptionDe: text('description_de').notNull().default(''),
  price: integer('price'),
  enabled: boolean('enabled').notNull().default(true),
  foundParent: boolean('found_parent').notNull().default(false),
  /** Promised to a family that has not taken the dog home yet; foundParent wins over it. */
  reserved: boolean('reserved').notNull().default(false),
  /** `parent`: one of the kennel's own adult dogs (never in the puppy lists). */
  kind: text('kind', { enum: ['puppy', 'parent'] })
    .notNull()
    .default('puppy'),
  /** Registration or pedigree number, '' when none. */
  registration: text('registration').notNull().default(''),
  /** The microchip's number (15 digits), '' until chipped; the contract names it. */
  chipNumber: text('chip_number').notNull().default(''),
  healthTests: jsonb('health_tests').$type<StoredHealthTest[]>().notNull().default([]),
  /** What the rules ask to be shown: ISO 3166-1 alpha-2 country of birth. */
  countryOfBirth: text('country_of_birth').notNull().default('HU'),
  /** Whether the puppy has an EU pet passport; null: not given yet. */
  petPassport: boolean('pet_passport'),
  vaccinations: jsonb('vaccinations').$type<StoredVaccination[]>().notNull().default([]),
  /** Its ancestors as the breeder entered them, five generations at most (features/breeding). */
  pedigree: jsonb('pedigree').$type<Pedigree>().notNull().default({}),
  motherId: integer('mother_id').references((): AnyPgColumn => dogs.id, { onDelete: 'set null' }),
  fatherId: integer('father_id').references((): AnyPgColumn => dogs.id, { onDelete: 'set null' }),
  /** The litter a puppy was born in. */
  litterId: integer('litter_id').references((): AnyPgColumn => litters.id, {
    onDelete: 'set null',
  }),
  /** Bumped by every change: a change based on an older one is refused (lib/server/versions.ts). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dog's earlier slugs: their addresses answer 308 to the dog's current one. */
export const dogSlugHistory = pgTable(
  'dog_slug_history',
  {
    slug: text('slug').primaryKey(),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dog_slug_history_dog_idx').on(t.dogId)],
);

// A function: drizzle column builders must not be shared between tables.
const imageColumns = () => ({
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  placeholder: text('placeholder').notNull(),
  variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
  /** The point to keep in view when the photo is cropped, as fractions of its width and height. */
  focalX: real('focal_x'),
  focalY: real('focal_y'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The watermark a public photo's variants carry (its stamp, lib/server/images/remark.ts);
   * null or '' for none. Private photos are never marked.
   */
  watermark: text('watermark'),
});

export const dogImages = pgTable(
  'dog_images',
  {
    ...imageColumns(),
    /** The puppy with its mother: the rules ask for such a photo. */
    withMother: boolean('with_mother').notNull().default(false),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
  },
  (t) => [index('dog_images_dog_idx').on(t.dogId, t.position)],
);

/** Puppies of a litter, by sex and colour (colour: a dog colour → how many). */
export interface LitterCounts {
  males: number;
  females: number;
  colors: Partial<Record<string, number>>;
}

/**
 * A litter: planned, expected, born, ready to go home, closed. The mother is one of
 * the kennel's parents; the father too, or an outside sire named here.
 */
export const litters = pgTable(
  'litters',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    motherId: integer('mother_id')
      .notNull()
      .references((): AnyPgColumn => dogs.id, { onDelete: 'restrict' }),
    fatherId: integer('father_id').references((): AnyPgColumn => dogs.id, {
      onDelete: 'restrict',
    }),
    outsideSireName: text('outside_sire_name'),
    outsideSireRegistration: text('outside_sire_registration'),
    status: text('status', { enum: LITTER_STATUSES }).notNull().default('planned'),
    matedAt: date('mated_at', { mode: 'string' }),
    ovulationAt: date('ovulation_at', { mode: 'string' }),
    expectedAt: date('expected_at', { mode: 'string' }),
    bornAt: date('born_at', { mode: 'string' }),
    expected: jsonb('expected')
      .$type<LitterCounts>()
      .notNull()
      .default({ males: 0, females: 0, colors: {} }),
    born: jsonb('born')
      .$type<LitterCounts>()
      .notNull()
      .default({ males: 0, females: 0, colors: {} }),
    noteEn: text('note_en').notNull().default(''),
    noteHu: text('note_hu').notNull().default(''),
    noteDe: text('note_de').notNull().default(''),
    /** The whelping log: each puppy as it was born, with the puppy it created (features/breeding). */
    whelping: jsonb('whelping').$type<WhelpingEntry[]>().notNull().default([]),
    /** Bumped by every change (lib/server/versions.ts). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('litters_status_idx').on(t.status)],
);

export const litterImages = pgTable(
  'litter_images',
  {
    ...imageColumns(),
    litterId: integer('litter_id')
      .notNull()
      .references(() => litters.id, { onDelete: 'cascade' }),
  },
  (t) => [index('litter_images_litter_idx').on(t.litterId, t.position)],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    ...imageColumns(),
    /** The dog the photo shows, named beside it (an owner's approved photo). */
    dogId: integer('dog_id').references((): AnyPgColumn => dogs.id, { onDelete: 'set null' }),
  },
  (t) => [index('gallery_images_position_idx').on(t.position)],
);

/**
 * A news post: title and text per language (a language left empty falls back to
 * English), shown from `publishAt` on (a future date waits). `litterId`: a litter announcement,
 * linked from the litter's page.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull().default(''),
    titleHu: text('title_hu').notNull().default(''),
    titleDe: text('title_de').notNull().default(''),
    bodyEn: jsonb('body_en').$type<RichDoc>(),
    bodyHu: jsonb('body_hu').$type<RichDoc>(),
    bodyDe: jsonb('body_de').$type<RichDoc>(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'set null' }),
    /** Bumped by every change (lib/server/versions.ts). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_publish_idx').on(t.publishAt, t.id),
    index('news_posts_litter_idx').on(t.litterId),
  ],
);

export const newsImages = pgTable(
  'news_images',
  {
    ...imageColumns(),
    newsId: integer('news_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('news_images_news_idx').on(t.newsId, t.position)],
);

/**
 * The FAQ: a question and its answer per language, in the breeder's order. The list's
 * order version is its ids in order (lib/validation/version.ts `orderVersion`), as photos'.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    questionEn: text('question_en').notNull().default(''),
    questionHu: text('question_hu').notNull().default(''),
    questionDe: text('question_de').notNull().default(''),
    answerEn: jsonb('answer_en').$type<RichDoc>(),
    answerHu: jsonb('answer_hu').$type<RichDoc>(),
    answerDe: jsonb('answer_de').$type<RichDoc>(),
    /** Deleted by the breeder: kept, so the default questions never come back (features/faq/server/faq.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_position_idx').on(t.position)],
);

/** A photo of one of the breeder's pages, e.g. the home page's hero. */
export const pageImages = pgTable(
  'page_images',
  { ...imageColumns(), page: text('page').notNull() },
  (t) => [index('page_images_page_idx').on(t.page, t.position)],
);

/**
 * One of the breeder's pages (features/pages/content.ts): the draft being edited and what visitors
 * see, each `{[block]: {en?, hu?, de?}}`. No row: both are the defaults (today's texts).
 */
export const pageContents = pgTable('page_contents', {
  page: text('page').primaryKey(),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
  /** Null until the first publish: visitors see the defaults. */
  published: jsonb('published').$type<Record<string, unknown>>(),
  /** Bumped by every save, publish and restore (lib/server/versions.ts). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** Every publish of a page, numbered from 1 per page: any of them can be restored as the draft. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    number: integer('number').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_versions_page_number_idx').on(t.page, t.number)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** The device cookie's id when the try carried a valid one (lib/server/throttle.ts). */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_device_idx').on(t.device, t.createdAt),
  ],
);

/**
 * A password reset link mailed to an account (features/auth/server/password-reset.ts): only its token's
 * SHA-256 is kept. Single use, short-lived, and void once the account's token version moves on.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** A visitor's question (features/enquiries/server/enquiries.ts); kept when its dog is deleted, with its name. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    /** The dog's name when the enquiry was sent: what the inbox shows once the dog is gone. */
    dogName: text('dog_name'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    /** Bumped by every status change (lib/server/versions.ts). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What the public forms' throttles count: tries per sender address and mailbox, the link mails
 * a sender address causes (all, and to each mailbox), and bookings per address and per link.
 */
export const ENQUIRY_ATTEMPT_KINDS = [
  'address',
  'email',
  'acknowledgement',
  'link-address',
  'link-mailbox',
  'booking-address',
  'booking-link',
  'booked-address',
  'booking-digest',
  'withdrawal-address',
  'withdrawal-link',
] as const;
export type EnquiryAttemptKind = (typeof ENQUIRY_ATTEMPT_KINDS)[number];

/**
 * Enquiries sent lately, by sender address and by e-mail, for the throttles (bots' included,
 * which are not stored as enquiries). `key` is a hash: no address is kept in the clear.
 */
export const enquiryAttempts = pgTable(
  'enquiry_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ENQUIRY_ATTEMPT_KINDS }).notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_attempts_key_idx').on(t.kind, t.key, t.createdAt)],
);

/**
 * "Tell me when puppies are born": double opt-in, so mail goes only to `confirmedAt`
 * addresses; unconfirmed ones are deleted after 7 days. `litterId` null: every litter. Tokens are
 * kept as SHA-256 hashes only.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The mailbox the address reaches (lib/server/mailbox.ts): one subscription per mailbox. */
    mailbox: text('mailbox').notNull(),
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'cascade' }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_mailbox_litter_idx').on(t.mailbox, sql`coalesce(${t.litterId}, 0)`),
    index('subscriptions_created_idx').on(t.createdAt),
  ],
);

/**
 * The litter news each subscription was sent: never twice the same (subscription, litter, event),
 * however often the status goes back and forth. Each mail has an unsubscribe token of its own,
 * kept as its SHA-256 hash like the subscription's.
 */
export const subscriptionNews = pgTable(
  'subscription_news',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    litterId: integer('litter_id')
      .notNull()
      .references(() => litters.id, { onDelete: 'cascade' }),
    event: text('event', { enum: LITTER_NEWS_EVENTS }).notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.litterId, t.event] })],
);

/** A question of the breeder's own on the application form, in three languages. */
export const applicationQuestions = pgTable('application_questions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
  labelEn: text('label_en').notNull().default(''),
  labelHu: text('label_hu').notNull().default(''),
  labelDe: text('label_de').notNull().default(''),
  /** For `choice`: the options, each in three languages. */
  choices: jsonb('choices').$type<{ en: string; hu: string; de: string }[]>().notNull().default([]),
  required: boolean('required').notNull().default(false),
  position: integer('position').notNull(),
  /** Hidden from new applications; kept for the answers already given. */
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An applicant's answer to one question, with the question as it was asked. */
export interface StoredAnswer {
  /** A built-in question's key (`household`, `experience`, …) or `q{id}` for the breeder's. */
  key: string;
  question: string;
  answer: string;
}

/**
 * An application for a puppy, and once approved its place in a line: the litter's, or
 * the general one (`litterId` null). The buyer's private page is reached with a token of which
 * only the SHA-256 is kept (null: revoked).
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2: buyers outside Hungary wait for the EU travel rule (15 weeks). */
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    /** Street, postal code and town for the contract; '' until given. */
    postalAddress: text('postal_address').notNull().default(''),
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    preferredSex: text('preferred_sex', { enum: ['male', 'female'] }),
    preferredColor: text('preferred_color'),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'set null' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').unique(),
    /** The breeder's message with the decision, as sent. */
    decisionMessage: text('decision_message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The breeder's manual place in the line, in the same scale as the entries' own sort keys
     * (seconds since 1970 of the deposit, or of the approval plus a constant): entries with one
     * sort by it (features/waiting-list/rules.ts). Double precision: a real cannot tell seconds apart.
     */
    lineRank: doublePrecision('line_rank'),
    passes: integer('passes').notNull().default(0),
    depositAmount: integer('deposit_amount'),
    depositCurrency: text('deposit_currency'),
    depositDueAt: date('deposit_due_at', { mode: 'string' }),
    /** The bank transfer's reference: unique per applicant. */
    depositReference: text('deposit_reference').unique(),
    depositReceivedAt: timestamp('deposit_received_at', { withTimezone: true }),
    /** The puppy reserved for (then placed with) the applicant. */
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    /** Whether the buyer gets a mail for each diary update; they switch it on their page. */
    diaryMail: boolean('diary_mail').notNull().default(true),
    /**
     * What the owner typed into their story form when a send without JavaScript was refused,
     * kept here (not in the page's address) for the page to show again; cleared once sent.
     */
    storyDraft: jsonb('story_draft').$type<OwnerStoryDraft>(),
    /** When the application was closed (declined, withdrawn, placed): retention counts from it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why the breeder let the buyer take the puppy home before its go-home day. */
    placedEarlyReason: text('placed_early_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_status_idx').on(t.status, t.createdAt),
    index('applications_litter_idx').on(t.litterId, t.status),
    index('applications_closed_idx').on(t.closedAt),
  ],
);

/** A puppy offered to an applicant with a deadline; one open offer per puppy at a time. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_open_dog_idx')
      .on(t.dogId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('offers_open_application_idx')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open'`),
    index('offers_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Mail waiting to be sent (lib/server/mail/outbox.ts), or given up on; erased with the enquiry it
 * is about.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    /** Mail about an application or a subscription goes with it when it is erased. */
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with it: read from storage by `key` when sending (a signed contract's PDF), or
     * given inline (an .ics invitation). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the outbox gave up on it (a permanent refusal, or too many tries): kept to be shown. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** A person's own link held back by the hour's mail budget: sent when they ask again. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Mail gathered into one while it waits (`bookings`: the breeder's news of bookings). */
    digest: text('digest', { enum: ['bookings'] }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);

export type User = typeof users.$inferSelect;
export type SiteInfoRow = typeof siteInfo.$inferSelect;
export type DogRow = typeof dogs.$inferSelect;
export type NewDogRow = typeof dogs.$inferInsert;
export type DogSlugHistoryRow = typeof dogSlugHistory.$inferSelect;
export type DogImageRow = typeof dogImages.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type LitterRow = typeof litters.$inferSelect;
export type LitterImageRow = typeof litterImages.$inferSelect;
export type NewsPostRow = typeof newsPosts.$inferSelect;
export type NewsImageRow = typeof newsImages.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionNewsRow = typeof subscriptionNews.$inferSelect;
export type ApplicationQuestionRow = typeof applicationQuestions.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type PageImageRow = typeof pageImages.$inferSelect;
export type PageContentRow = typeof pageContents.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;

// ---- The contract ----

/** The breeder's contract template in one language; no row: the default in code. */
export const contractTemplates = pgTable('contract_templates', {
  locale: text('locale', { enum: ['en', 'hu', 'de'] }).primaryKey(),
  doc: jsonb('doc').$type<RichDoc>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A contract sent to a buyer, numbered per application. `text` is the filled document exactly as
 * the buyer reads it (its JSON); `textHash` its SHA-256. A signed row never changes
 * (features/contracts/server): a later version supersedes it and needs its own signature.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    status: text('status', { enum: ['open', 'signed', 'replaced'] })
      .notNull()
      .default('open'),
    text: text('text').notNull(),
    textHash: text('text_hash').notNull(),
    /** The values filled in, by placeholder, as formatted in the contract. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerIp: text('signer_ip'),
    signerAgent: text('signer_agent'),
    /** The signed PDF in the storage (`private-<uuid>.pdf`). */
    pdfKey: text('pdf_key'),
    /** The terms of sale's version the contract refers to (0: the built-in text). */
    termsVersion: integer('terms_version'),
    countersignedName: text('countersigned_name'),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    /** The buyer's withdrawal (Directive 2011/83/EU Art. 11a): recorded once. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalIp: text('withdrawal_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contracts_application_number_idx').on(t.applicationId, t.number)],
);

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;

// ── Documents ──────────────────────────────────────────────────────────────────────────────────

/**
 * A file the breeder attached to a buyer (the contract, a passport scan, the pedigree, a vet
 * certificate): a private key (`private-<uuid>.pdf|jpg|png`, served only through signed links),
 * erased with its application.
 */
export const buyerDocuments = pgTable(
  'buyer_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The breeder's title; null: the kind's name, in the reader's language. */
    title: text('title'),
    /** The uploaded file's name, cleaned (safeFileName): what the download is saved as. */
    fileName: text('file_name').notNull(),
    /** As the content showed, not as the upload claimed. */
    contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    key: text('key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_documents_application_idx').on(t.applicationId, t.createdAt)],
);

export type BuyerDocumentRow = typeof buyerDocuments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Video calls and visits: features/bookings/server/bookings.ts
// ---------------------------------------------------------------------------------------------

/** A time the breeder opened for a video call, a visit or either; stored in UTC. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: SLOT_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_slots_starts_idx').on(t.startsAt)],
);

/**
 * A slot taken by a buyer (by their private link) or by a visitor (by the link their enquiry's
 * acknowledgement carried). At most one live booking a slot: the partial unique index settles
 * two requests for it at once. A cancelled one is kept (its link says so) until its slot goes.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => bookingSlots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** The visitor's link to their booking (a buyer uses their private page): its hash only. */
    cancelTokenHash: text('cancel_token_hash'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_live_slot_idx')
      .on(t.slotId)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('bookings_cancel_token_idx').on(t.cancelTokenHash),
    index('bookings_application_idx').on(t.applicationId),
    index('bookings_enquiry_idx').on(t.enquiryId),
  ],
);

/** The breeder's meeting link for video calls: one row; none until it is set. */
export const bookingSettings = pgTable('booking_settings', {
  id: integer('id').primaryKey().default(1),
  meetingUrl: text('meeting_url'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookingSlotRow = typeof bookingSlots.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
// ---- The puppy's diary ----

/**
 * An update the breeder posts to one puppy (`dog_id`) or to a whole litter (`litter_id`): text
 * per language (a language left empty shows the one written), weights, health events. Private:
 * shown only on the buyers' own pages and in the admin, never by a public API.
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: serial('id').primaryKey(),
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'cascade' }),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'cascade' }),
    textEn: text('text_en').notNull().default(''),
    textHu: text('text_hu').notNull().default(''),
    textDe: text('text_de').notNull().default(''),
    weights: jsonb('weights').$type<StoredWeight[]>().notNull().default([]),
    healthEvents: jsonb('health_events').$type<StoredHealthEvent[]>().notNull().default([]),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change (lib/server/versions.ts). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diary_entries_dog_idx').on(t.dogId, t.postedAt),
    index('diary_entries_litter_idx').on(t.litterId, t.postedAt),
    check('diary_entries_one_target', sql`(${t.dogId} IS NULL) <> (${t.litterId} IS NULL)`),
  ],
);

/** A diary update's photos: private variants (keys `private-…webp`), only behind signed links. */
export const diaryImages = pgTable(
  'diary_images',
  {
    ...imageColumns(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => diaryEntries.id, { onDelete: 'cascade' }),
  },
  (t) => [index('diary_images_entry_idx').on(t.entryId, t.position)],
);

export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
export type DiaryImageRow = typeof diaryImages.$inferSelect;
// ── Owners' photos and stories ────────────────────────────────────────────────────────────────

/**
 * What a placed buyer sent from their private page: a short story (as sent, and the breeder's
 * edit apart, so a published review is never changed silently) and photos, with their consent to
 * publish. The first name and country are copied: an approved review outlives the application's
 * erasure (`applicationId` then null).
 */
export const ownerStories = pgTable(
  'owner_stories',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    /** ISO 3166-1 alpha-2, as the application had it. */
    country: text('country').notNull(),
    /** The language the story is written in (the application's). */
    locale: text('locale', { enum: ['en', 'hu', 'de'] }).notNull(),
    /** The story as the owner sent it ('' when they sent photos only). */
    text: text('text').notNull().default(''),
    /** The breeder's edit of it, shown instead and marked as edited; null: published as sent. */
    editedText: text('edited_text'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: OWNER_STORY_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Bumped by every decision and edit (lib/server/versions.ts). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('owner_stories_status_idx').on(t.status, t.decidedAt),
    index('owner_stories_application_idx').on(t.applicationId),
    index('owner_stories_dog_idx').on(t.dogId),
  ],
);

/**
 * An owner's photo: private variants (`private-…` keys) while pending; once approved its public
 * copy is a gallery photo (`galleryImageId`) and its variants here are empty; rejected: empty too.
 */
export const ownerPhotos = pgTable(
  'owner_photos',
  {
    ...imageColumns(),
    storyId: integer('story_id')
      .notNull()
      .references(() => ownerStories.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OWNER_STORY_STATUSES }).notNull().default('pending'),
    galleryImageId: integer('gallery_image_id').references(() => galleryImages.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('owner_photos_story_idx').on(t.storyId, t.position)],
);

/** Each send from a private link, refused ones too: the per-link upload throttle counts them. */
export const ownerUploadAttempts = pgTable(
  'owner_upload_attempts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_upload_attempts_idx').on(t.applicationId, t.createdAt)],
);

export type OwnerStoryRow = typeof ownerStories.$inferSelect;
export type OwnerPhotoRow = typeof ownerPhotos.$inferSelect;

// ── Verification codes ─────────────────────────────────────────────────────────────────────────

/**
 * The public code of a puppy's or a signed contract's verification page (`/verify/{code}`):
 * random, made the first time it is needed (lib/server/verify-codes.ts), never changed.
 */
export const verificationCodes = pgTable('verification_codes', {
  code: text('code').primaryKey(),
  dogId: integer('dog_id')
    .unique()
    .references(() => dogs.id, { onDelete: 'cascade' }),
  contractId: integer('contract_id')
    .unique()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Watermark on public photos ────────────────────────────────────────────────────────────────

/** Whether public photos carry the kennel's name, and in which corner: one row; none: off. */
export const watermarkSettings = pgTable('watermark_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(false),
  corner: text('corner', { enum: WATERMARK_CORNERS }).notNull().default('bottom-right'),
  /** Bumped by every save (lib/server/versions.ts); 0 is "no row yet" to the API. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Health evidence: the scans of parents' health certificates. The variants are
// private (`private-` keys, signed links in the admin); `publicVariants` carry the kennel's name.
export const healthCertificates = pgTable(
  'health_certificates',
  {
    ...imageColumns(),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    publicVariants: jsonb('public_variants').$type<StoredVariant[]>().notNull(),
  },
  (t) => [index('health_certificates_dog_idx').on(t.dogId)],
);

export type HealthCertificateRow = typeof healthCertificates.$inferSelect;

// Videos

/**
 * A puppy's, a litter's or a diary update's video (exactly one owner). Uploaded in pieces
 * (`uploading`, `received` of `size` bytes), converted by ffmpeg (`processing`), then `ready`
 * with its MP4 (`file_key`) and poster variants (`variants`, WebP, as photos' are), or `failed`
 * with the reason (`error`, an `apiErrors` key). A diary video's keys start with `private-`.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'cascade' }),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'cascade' }),
    diaryEntryId: integer('diary_entry_id').references(() => diaryEntries.id, {
      onDelete: 'cascade',
    }),
    state: text('state', { enum: VIDEO_STATES }).notNull().default('uploading'),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    fileKey: text('file_key').unique(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_dog_idx').on(t.dogId, t.position),
    index('videos_litter_idx').on(t.litterId, t.position),
    index('videos_diary_idx').on(t.diaryEntryId, t.position),
    check('videos_one_owner', sql`num_nonnulls(${t.dogId}, ${t.litterId}, ${t.diaryEntryId}) = 1`),
  ],
);

export type VideoRow = typeof videos.$inferSelect;

// ── The breeding program's records ───────────────────────────────────────────────────────────

/** A dam's heat: its first day, progesterone results, the matings and the litter it gave. */
export const heats = pgTable(
  'heats',
  {
    id: serial('id').primaryKey(),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    progesterone: jsonb('progesterone').$type<ProgesteroneResult[]>().notNull().default([]),
    /** The days she was mated (`YYYY-MM-DD`). */
    matings: jsonb('matings').$type<string[]>().notNull().default([]),
    ovulationAt: date('ovulation_at', { mode: 'string' }),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('heats_dog_idx').on(t.dogId, t.startedAt)],
);

export type HeatRow = typeof heats.$inferSelect;

/**
 * The breeder's calendar (one row): the care schedules in days from a litter's birth, and the
 * private feed's key, kept only as its SHA-256 (a new key revokes the old one).
 */
export const calendarSettings = pgTable('calendar_settings', {
  id: integer('id').primaryKey().default(1),
  dewormingDays: jsonb('deworming_days').$type<number[]>().notNull().default([14, 28, 42, 56]),
  vaccinationDays: jsonb('vaccination_days').$type<number[]>().notNull().default([42, 56]),
  feedKeyHash: text('feed_key_hash'),
  feedKeyCreatedAt: timestamp('feed_key_created_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CalendarSettingsRow = typeof calendarSettings.$inferSelect;
