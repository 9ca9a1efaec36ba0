import 'server-only';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import { DOCUMENT_TYPES, type DocumentExtension } from '@/features/documents/rules';
import { bookingSettingsSchema } from '@/features/bookings/schema';
import { emailSchema, MAX_ID } from '@/lib/validation/common';
import { dogCreateSchema, focalPointSchema } from '@/features/dogs/schema';
import { faqCreateSchema } from '@/features/faq/schema';
import { litterCreateSchema } from '@/features/litters/schema';
import { newsCreateSchema } from '@/features/news/schema';
import { pageContentSchema, pageKeySchema } from '@/features/pages/schema';
import { siteFactsSchema } from '@/features/site/facts-schema';
import { siteInfoSchema } from '@/features/site/schema';
import { z } from '@/lib/validation/zod';
import { isPrivateKey, STORAGE_KEY_PATTERN } from '@/lib/server/storage';
import { BackupRefused, type DatabaseDump } from './database';

/*
 * What a restore checks before it writes anything: every row must be one the site can read.
 * PostgreSQL keeps a colour or a kind as plain text and a dog's health tests as any JSON, so the
 * database takes rows the pages then fail on (every public page answered 500). Each column is
 * checked against its type in lib/db/schema.ts (enums included), and the rows of the tables
 * people edit against the API's own schemas (lib/validation). A column the backup lacks (an older
 * version's) is left to the migration that adds it; columns have never changed type.
 */

const INT4 = z
  .int()
  .min(-MAX_ID - 1)
  .max(MAX_ID);

/** A column's value as PostgreSQL's `to_jsonb` writes it, by the column's drizzle type. */
function columnSchema(column: PgColumn): z.ZodType {
  const base = ((): z.ZodType => {
    if (column.enumValues?.length) return z.enum(column.enumValues as [string, ...string[]]);
    switch (column.columnType) {
      case 'PgSerial':
      case 'PgInteger':
        return INT4;
      case 'PgReal':
        return z.number();
      case 'PgBoolean':
        return z.boolean();
      case 'PgDateString':
        return z.iso.date();
      case 'PgTimestamp':
        return z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'invalid timestamp');
      case 'PgArray':
        return z.array(z.string());
      case 'PgJsonb':
        return z.unknown();
      default:
        return z.string();
    }
  })();
  return column.notNull ? base : base.nullable();
}

const variantsSchema = z
  .array(z.strictObject({ width: z.int().positive(), key: z.string().regex(STORAGE_KEY_PATTERN) }))
  .min(1);

type Row = Record<string, unknown>;

/** Only the fields the row has: a missing one is the migration's (or the schema's) default. */
const pick = (row: Row, fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, column]) => column in row)
      .map(([field, column]) => [field, row[column]]),
  );

const imageRules = (row: Row) => {
  variantsSchema.parse(row.variants);
  if ('focal_x' in row || 'focal_y' in row) {
    const [x, y] = [row.focal_x ?? null, row.focal_y ?? null];
    focalPointSchema.parse({ focal: x === null && y === null ? null : { x, y } });
  }
};

/** The API's checks of the tables people edit, given a row as the dump has it. */
const domainRules: Record<string, (row: Row) => void> = {
  dogs: (row) =>
    dogCreateSchema.parse({
      ...pick(row, {
        name: 'name',
        color: 'color',
        birthday: 'birthday',
        gender: 'gender',
        price: 'price',
        enabled: 'enabled',
        foundParent: 'found_parent',
        reserved: 'reserved',
        kind: 'kind',
        registration: 'registration',
        healthTests: 'health_tests',
        motherId: 'mother_id',
        fatherId: 'father_id',
        litterId: 'litter_id',
      }),
      description: pick(row, { en: 'description_en', hu: 'description_hu', de: 'description_de' }),
    }),
  // Phone numbers are any text to the site: an older version's are converted as they are read.
  site_info: (row) =>
    siteInfoSchema
      .omit({ phone: true, phoneAt: true })
      .parse(pick(row, { email: 'email', fbUrl: 'fb_url', instaUrl: 'insta_url' })),
  site_facts: (row) =>
    siteFactsSchema
      // A tax number saved before tax numbers were checked is still one the page can print.
      .extend({ taxNumber: z.string().nullable() })
      .parse(
        pick(row, {
          kennelName: 'kennel_name',
          foundingYear: 'founding_year',
          priceIncludes: 'price_includes',
          pedigreeFee: 'pedigree_fee',
          pedigreeCurrency: 'pedigree_currency',
          airlines: 'airlines',
          businessName: 'business_name',
          address: 'address',
          registrationNumber: 'registration_number',
          registrationAuthority: 'registration_authority',
          taxNumber: 'tax_number',
          felirId: 'felir_id',
          kennelRegistration: 'kennel_registration',
          hostingName: 'hosting_name',
          hostingAddress: 'hosting_address',
          vatId: 'vat_id',
          legalForm: 'legal_form',
          representative: 'representative',
          hostingEmail: 'hosting_email',
          premisesRegistration: 'premises_registration',
          businessPurpose: 'business_purpose',
        }),
      ),
  // A meeting link the API would take; one stored before links were normalised may differ from
  // the form it would be stored in now, and still restores.
  booking_settings: (row) => {
    if (row.meeting_url == null) return;
    if (typeof row.meeting_url !== 'string' || row.meeting_url !== row.meeting_url.trim())
      throw new Error('meetingUrl: invalidUrl');
    const { meetingUrl } = bookingSettingsSchema.parse({ meetingUrl: row.meeting_url });
    if (meetingUrl === '') throw new Error('meetingUrl: invalidUrl');
  },
  users: (row) => emailSchema.parse(row.email),
  litters: (row) =>
    litterCreateSchema.parse({
      ...pick(row, {
        motherId: 'mother_id',
        fatherId: 'father_id',
        status: 'status',
        matedAt: 'mated_at',
        ovulationAt: 'ovulation_at',
        expectedAt: 'expected_at',
        bornAt: 'born_at',
        expected: 'expected',
        born: 'born',
      }),
      outsideSire:
        row.outside_sire_name == null
          ? null
          : { name: row.outside_sire_name, registration: row.outside_sire_registration },
      note: pick(row, { en: 'note_en', hu: 'note_hu', de: 'note_de' }),
    }),
  // Rich texts are sanitised as the API does (a hand-edited backup cannot smuggle a link in).
  news_posts: (row) =>
    newsCreateSchema().parse({
      slug: row.slug,
      title: pick(row, { en: 'title_en', hu: 'title_hu', de: 'title_de' }),
      body: pick(row, { en: 'body_en', hu: 'body_hu', de: 'body_de' }),
      ...pick(row, { litterId: 'litter_id' }),
    }),
  faq_entries: (row) =>
    faqCreateSchema().parse({
      question: pick(row, { en: 'question_en', hu: 'question_hu', de: 'question_de' }),
      answer: pick(row, { en: 'answer_en', hu: 'answer_hu', de: 'answer_de' }),
    }),
  dog_images: imageRules,
  litter_images: imageRules,
  news_images: imageRules,
  gallery_images: imageRules,
  page_images: (row) => {
    pageKeySchema.parse(row.page);
    imageRules(row);
  },
  // A health certificate's private variants and its watermarked public ones.
  health_certificates: (row) => {
    imageRules(row);
    variantsSchema.parse(row.public_variants);
  },
  // An owner's photo keeps its private files while pending; decided, they are gone.
  owner_photos: (row) =>
    row.status === 'pending' ? variantsSchema.parse(row.variants) : z.tuple([]).parse(row.variants),
  page_contents: (row) => {
    const page = pageKeySchema.parse(row.page);
    pageContentSchema(page).parse(row.draft);
    if (row.published != null) pageContentSchema(page).parse(row.published);
  },
  page_versions: (row) => pageContentSchema(pageKeySchema.parse(row.page)).parse(row.content),
  // A document's file is private, and its key's extension is its content's type.
  buyer_documents: (row) => {
    const key = String(row.key);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    if (!isPrivateKey(key) || DOCUMENT_TYPES[extension as DocumentExtension] !== row.content_type) {
      throw new Error('key: invalidDocumentKey');
    }
  },
  // A video's MP4 and poster; a diary's are private, a puppy's or litter's public.
  videos: (row) => {
    const keys = [
      ...z
        .array(variantsSchema.element)
        .parse(row.variants)
        .map((v) => v.key),
    ];
    if (row.file_key != null)
      keys.push(
        z
          .string()
          .regex(/\.mp4$/)
          .parse(row.file_key),
      );
    const diary = row.diary_entry_id != null;
    if (keys.some((key) => isPrivateKey(key) !== diary)) throw new Error('key: invalidVideoKey');
  },
};

/** Tables of one row, always written as id 1 and read as the first row (or by id 1). */
const SINGLE_ROW_TABLES = new Set([
  'site_info',
  'site_facts',
  'booking_settings',
  'watermark_settings',
  'calendar_settings',
]);

interface KnownColumn {
  schema: z.ZodType;
  serial: boolean;
}

/** The site's tables by their names in the database, each with its columns by column name. */
function knownTables(): Map<string, Map<string, KnownColumn>> {
  const tables = new Map<string, Map<string, KnownColumn>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = Object.values(getTableColumns(value)) as PgColumn[];
    tables.set(
      getTableName(value),
      new Map(
        columns.map((c) => [
          c.name,
          { schema: columnSchema(c), serial: c.columnType === 'PgSerial' },
        ]),
      ),
    );
  }
  return tables;
}

/** "color: invalidColor": the fields zod refused and why (the API's message keys). */
function reasons(error: unknown): string {
  if (!(error instanceof z.ZodError)) return error instanceof Error ? error.message : String(error);
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    .join('; ');
}

const MAX_LISTED = 10;

/** Refuses the whole dump, naming the first rows and sequences the site could not read. */
export function checkRows(dump: DatabaseDump): void {
  const tables = knownTables();
  const problems: string[] = [];
  for (const { name, rows } of dump.tables) {
    const columns = tables.get(name);
    rows.forEach((row, index) => {
      const where = `${name} row ${index + 1}${row.id !== undefined ? ` (id ${String(row.id)})` : ''}`;
      const refused: string[] = [];
      for (const [column, value] of Object.entries(row)) {
        const result = columns?.get(column)?.schema.safeParse(value);
        if (result && !result.success) refused.push(`${column}: ${reasons(result.error)}`);
      }
      if (SINGLE_ROW_TABLES.has(name) && row.id !== 1) refused.push('id: not 1 (a one-row table)');
      if (!refused.length) {
        try {
          domainRules[name]?.(row);
        } catch (error) {
          refused.push(reasons(error));
        }
      }
      if (refused.length) problems.push(`${where}: ${refused.join('; ')}`);
    });
  }
  for (const sequence of dump.sequences) {
    const column = tables.get(sequence.table)?.get(sequence.column);
    const rows = dump.tables.find((t) => t.name === sequence.table)?.rows ?? [];
    const highest = rows.reduce((max, row) => Math.max(max, Number(row[sequence.column]) || 0), 0);
    const where = `the sequence of ${sequence.table}.${sequence.column} (${sequence.lastValue})`;
    if (column?.serial && BigInt(sequence.lastValue) >= BigInt(MAX_ID)) {
      problems.push(`${where}: at its maximum, no new row could be added`);
    } else if (BigInt(sequence.lastValue) < BigInt(highest)) {
      problems.push(`${where}: behind the highest id ${highest}, new rows would collide`);
    }
  }
  if (!problems.length) return;
  const listed = problems.slice(0, MAX_LISTED).map((p) => `  ${p}`);
  if (problems.length > MAX_LISTED) listed.push(`  … and ${problems.length - MAX_LISTED} more`);
  throw new BackupRefused(
    `This backup holds data the site cannot read, so nothing was restored:\n${listed.join('\n')}`,
  );
}
