import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ENQUIRY_STATUSES } from '../enquiry-status';

export interface StoredVariant {
  width: number;
  key: string;
}

/** One health test of a parent dog: e.g. `{ name: 'BOAS', result: 'Grade 1', date: '2025-03-01' }`. */
export interface StoredHealthTest {
  name: string;
  result: string;
  date: string | null;
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

export const dogs = pgTable('dogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color', { enum: ['blue', 'tan', 'lilac'] }).notNull(),
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
  healthTests: jsonb('health_tests').$type<StoredHealthTest[]>().notNull().default([]),
  motherId: integer('mother_id').references((): AnyPgColumn => dogs.id, { onDelete: 'set null' }),
  fatherId: integer('father_id').references((): AnyPgColumn => dogs.id, { onDelete: 'set null' }),
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
});

export const dogImages = pgTable(
  'dog_images',
  {
    ...imageColumns(),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
  },
  (t) => [index('dog_images_dog_idx').on(t.dogId, t.position)],
);

export const galleryImages = pgTable('gallery_images', imageColumns(), (t) => [
  index('gallery_images_position_idx').on(t.position),
]);

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
 * A password reset link mailed to an account (lib/server/password-reset.ts): only its token's
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

/** A visitor's question (lib/server/enquiries.ts); kept when its dog is deleted, with its name. */
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
 * Enquiries sent lately, by sender address and by e-mail, for the throttles (bots' included,
 * which are not stored as enquiries). `key` is a hash: no address is kept in the clear.
 */
export const enquiryAttempts = pgTable(
  'enquiry_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['address', 'email', 'acknowledgement'] }).notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_attempts_key_idx').on(t.kind, t.key, t.createdAt)],
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
