import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { watermarkSettings } from '@/lib/db/schema';
import { kennelName } from '@/lib/site/kennel-name';
import type { ImageMark } from './process';

const DEFAULTS = { enabled: false, corner: 'bottom-right', version: 0 } as const;

/** The watermark setting as stored; the defaults (off) before the first save. */
export async function readMarkSetting() {
  const db = await getDb();
  const [row] = await db.select().from(watermarkSettings).where(eq(watermarkSettings.id, 1));
  return row ?? DEFAULTS;
}

/**
 * The mark public photos get now, and its stamp: '' when off, else the corner and the text (the
 * kennel's name), so a change of either makes every photo's stored stamp stale.
 */
export async function currentMark(): Promise<ImageMark> {
  const [row, text] = await Promise.all([readMarkSetting(), kennelName()]);
  if (!row.enabled || !text.trim()) return { stamp: '', mark: null };
  return { stamp: `${row.corner}|${text}`, mark: { text, corner: row.corner } };
}
