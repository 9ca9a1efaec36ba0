import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { diaryEntries, dogs, videos } from '@/lib/db/schema';
import { dumpDatabase, restoreDatabase } from '@/features/backup/server/database';
import { checkRows } from '@/features/backup/server/rows';

// Videos go into a backup and come back exactly, whatever their state; a row
// whose files do not match its owner (a puppy's video under a private key) is refused.
const PUBLIC = '0f8e6a2c-1b7d-4c1e-9a3f-5d2b8c7e6f10';
const PRIVATE = 'private-1a2b3c4d-0000-4000-8000-000000000002';

describe('videos in a backup', () => {
  it('restores ready, processing and private videos exactly', async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const [dog] = await source.db
        .insert(dogs)
        .values({
          slug: 'vili',
          name: 'Vili',
          color: 'blue',
          birthday: '2026-08-01',
          gender: 'male',
        })
        .returning();
      const [entry] = await source.db
        .insert(diaryEntries)
        .values({ dogId: dog!.id, textEn: 'First walk.' })
        .returning();
      await source.db.insert(videos).values([
        {
          dogId: dog!.id,
          state: 'ready',
          size: 5_000_000,
          received: 5_000_000,
          fileKey: `${PUBLIC}.mp4`,
          variants: [
            { width: 320, key: `${PUBLIC}-320.webp` },
            { width: 640, key: `${PUBLIC}-640.webp` },
          ],
          width: 1280,
          height: 720,
          durationMs: 12_480,
        },
        { dogId: dog!.id, state: 'processing', size: 1000, received: 1000, position: 1 },
        {
          diaryEntryId: entry!.id,
          state: 'ready',
          size: 2000,
          received: 2000,
          fileKey: `${PRIVATE}.mp4`,
          variants: [{ width: 640, key: `${PRIVATE}-640.webp` }],
          width: 640,
          height: 360,
          durationMs: 2000,
        },
        { dogId: dog!.id, state: 'failed', size: 10, error: 'videoConversionFailed', position: 2 },
      ]);
      const dump = await dumpDatabase(source.db);
      expect(() => checkRows(dump)).not.toThrow();
      const rows = dump.tables.find((t) => t.name === 'videos')!.rows;
      expect(rows.map((r) => [r.state, r.file_key])).toEqual([
        ['ready', `${PUBLIC}.mp4`],
        ['processing', null],
        ['ready', `${PRIVATE}.mp4`],
        ['failed', null],
      ]);
      await restoreDatabase(target.db, dump, async () => {});
      expect(await dumpDatabase(target.db)).toEqual(dump);

      // A puppy's video under a private key would be served by neither route: refused.
      const bad = structuredClone(dump);
      const badRows = bad.tables.find((t) => t.name === 'videos')!.rows;
      badRows[0]!.file_key = `${PRIVATE}-x.mp4`;
      expect(() => checkRows(bad)).toThrow(/invalidVideoKey/);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);
});
