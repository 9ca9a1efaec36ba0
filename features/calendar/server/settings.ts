import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import type { Queryable } from '@/lib/db/types';
import { calendarSettings, type CalendarSettingsRow } from '@/lib/db/schema';
import { DEFAULT_DEWORMING_DAYS, DEFAULT_VACCINATION_DAYS } from '@/features/breeding/records';
import type { CareSchedules } from '@/features/calendar/events';
import type {
  CalendarSettingsInput,
  CalendarSettingsView,
  FeedKeyView,
} from '@/features/calendar/schema';
import { absoluteUrl } from '@/lib/site/url';
import { newToken, tokenMatches } from '@/lib/server/tokens';
import { EditConflict } from '@/lib/server/versions';

/*
 * The calendar's one row: the care schedules (version 0 and the defaults until the first save)
 * and the private feed's key, of which only the SHA-256 is kept. A new key replaces the old one,
 * so the old address stops working; the key does not change the schedules' version.
 */

const FEED_PATH = '/api/admin/calendar.ics';

function view(row: CalendarSettingsRow | undefined): CalendarSettingsView {
  return {
    dewormingDays: row?.dewormingDays ?? [...DEFAULT_DEWORMING_DAYS],
    vaccinationDays: row?.vaccinationDays ?? [...DEFAULT_VACCINATION_DAYS],
    version: row?.version ?? 0,
    feedKeyCreatedAt: row?.feedKeyHash ? (row.feedKeyCreatedAt?.toISOString() ?? null) : null,
  };
}

async function readRow(db: Queryable) {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.id, 1));
  return row;
}

/** The care schedules the calendar counts from. */
export async function careSchedules(db: Queryable): Promise<CareSchedules> {
  const { dewormingDays, vaccinationDays } = view(await readRow(db));
  return { dewormingDays, vaccinationDays };
}

export async function readCalendarSettings(): Promise<CalendarSettingsView> {
  return view(await readRow(await getDb()));
}

/** Saves both schedules; with `version` (0 before the first save) a stale save is 409. */
export async function saveCalendarSettings(
  input: CalendarSettingsInput,
  version: number | undefined,
): Promise<CalendarSettingsView> {
  const db = await getDb();
  const values = { dewormingDays: input.dewormingDays, vaccinationDays: input.vaccinationDays };
  const [row] = await db
    .insert(calendarSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: calendarSettings.id,
      set: { ...values, version: sql`${calendarSettings.version} + 1`, updatedAt: new Date() },
      ...(version !== undefined && { setWhere: eq(calendarSettings.version, version) }),
    })
    .returning();
  if (!row) throw new EditConflict(view(await readRow(db)));
  return view(row);
}

/** The feed's address for `key`, in the language its events are written in. */
function feedUrl(key: string, locale: AppLocale): string {
  return absoluteUrl(`${FEED_PATH}?key=${key}&lang=${locale}`);
}

/**
 * A new key for the feed (256 random bits, base64url), which replaces the old one. Only its
 * hash is stored: the answer is the one time it is shown.
 */
export async function newFeedKey(locale: AppLocale, now = new Date()): Promise<FeedKeyView> {
  const db = await getDb();
  const { token, hash } = newToken();
  await db
    .insert(calendarSettings)
    // Version 0 as before any save: the screen's schedules stay current.
    .values({ id: 1, feedKeyHash: hash, feedKeyCreatedAt: now, version: 0 })
    .onConflictDoUpdate({
      target: calendarSettings.id,
      set: { feedKeyHash: hash, feedKeyCreatedAt: now },
    });
  const url = feedUrl(token, locale);
  return {
    key: token,
    url,
    webcal: url.replace(/^https?:/, 'webcal:'),
    createdAt: now.toISOString(),
  };
}

/** No key: the feed answers nobody. */
export async function revokeFeedKey(): Promise<CalendarSettingsView> {
  const db = await getDb();
  await db
    .update(calendarSettings)
    .set({ feedKeyHash: null, feedKeyCreatedAt: null })
    .where(eq(calendarSettings.id, 1));
  return view(await readRow(db));
}

/** Whether `key` is the feed's key now, compared by its hash in constant time. */
export async function feedKeyMatches(key: string): Promise<boolean> {
  const row = await readRow(await getDb());
  return tokenMatches(key, row?.feedKeyHash ?? null);
}
