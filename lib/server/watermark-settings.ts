import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { watermarkSettings } from '@/lib/db/schema';
import type { WatermarkSettings, WatermarkSettingsInput } from '@/lib/validation/watermark';
import { currentMark, readMarkSetting } from './images/mark';
import { pendingWatermarks, startWatermarkJob } from './images/remark';
import { kennelName } from '@/lib/site/kennel-name';
import { EditConflict } from './versions';

/*
 * The watermark on public photos: off until the breeder switches it on; the text
 * is the kennel's name (site facts). A change re-makes the public photos in the background.
 */

/** The setting as stored (defaults before the first save), with the job's remaining work. */
export async function readWatermarkSettings(): Promise<WatermarkSettings> {
  const [row, text, { stamp }] = await Promise.all([
    readMarkSetting(),
    kennelName(),
    currentMark(),
  ]);
  return {
    enabled: row.enabled,
    corner: row.corner,
    text,
    pending: await pendingWatermarks(stamp),
    version: row.version,
  };
}

/**
 * Saves the whole setting; with `version` (0 before the first save; a browser always sends it)
 * the save is refused (409, with the setting as it is now) unless that is still the stored one.
 * Then the public photos are re-made with the new mark (or without one) in the background.
 */
export async function saveWatermarkSettings(
  input: WatermarkSettingsInput,
): Promise<WatermarkSettings> {
  const db = await getDb();
  const values = { enabled: input.enabled, corner: input.corner };
  const [row] = await db
    .insert(watermarkSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: watermarkSettings.id,
      set: { ...values, version: sql`${watermarkSettings.version} + 1`, updatedAt: new Date() },
      ...(input.version !== undefined && {
        setWhere: eq(watermarkSettings.version, input.version),
      }),
    })
    .returning();
  if (!row) throw new EditConflict(await readWatermarkSettings());
  startWatermarkJob();
  return readWatermarkSettings();
}
