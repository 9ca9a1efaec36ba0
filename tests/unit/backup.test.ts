import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import {
  applications,
  bookings,
  bookingSettings,
  watermarkSettings,
  bookingSlots,
  buyerDocuments,
  dogImages,
  dogs,
  dogSlugHistory,
  mailOutbox,
  ownerPhotos,
  ownerStories,
  siteFacts,
  users,
  verificationCodes,
} from '@/lib/db/schema';
import { dumpDatabase, restoreDatabase, BackupRefused } from '@/features/backup/server/database';
import { checkRows } from '@/features/backup/server/rows';
import { readTar, writeTar, type TarFile } from '@/features/backup/server/tar';

async function pack(files: TarFile[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeTar(files)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function unpack(bytes: Buffer, chunkSize = 700): Promise<TarFile[]> {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    chunks.push(bytes.subarray(at, at + chunkSize));
  const files: TarFile[] = [];
  for await (const file of readTar(chunks)) files.push(file);
  return files;
}

/** A tar header's checksum field made right again after an edit. */
function fixChecksum(header: Buffer): void {
  header.write('        ', 148);
  let sum = 0;
  for (const byte of header.subarray(0, 512)) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
}

describe('backup tar', () => {
  const files = [
    { name: 'database.json', data: Buffer.from('{"a":1}') },
    { name: 'uploads/empty.webp', data: Buffer.alloc(0) },
    { name: 'uploads/block.webp', data: Buffer.alloc(512, 7) },
    {
      name: 'uploads/odd.webp',
      data: Buffer.from(Array.from({ length: 1500 }, (_, i) => i % 251)),
    },
  ];

  it('reads back what it wrote, whatever the chunking', async () => {
    const bytes = await pack(files);
    expect(bytes.length % 512).toBe(0);
    for (const size of [1, 511, 512, 4096]) expect(await unpack(bytes, size)).toEqual(files);
  });

  it('writes plain ustar any tar reads', async () => {
    const bytes = await pack(files);
    expect(bytes.subarray(257, 263).toString()).toBe('ustar\0');
    expect(bytes.subarray(0, 13).toString()).toBe('database.json');
    expect(bytes.subarray(124, 135).toString()).toBe((7).toString(8).padStart(11, '0'));
  });

  it('reads archives written before tar-stream (the hand-written ustar of backup v1)', async () => {
    const old = readFileSync(path.join(import.meta.dirname, 'fixtures', 'backup-v1.tar'));
    expect(await unpack(old)).toEqual(files);
  });

  it('refuses damaged headers, other entry types and archives that end inside a file', async () => {
    const bytes = await pack(files);
    const damaged = Buffer.from(bytes);
    damaged[3] = 0x41; // a letter of the first name: the header checksum no longer matches
    await expect(unpack(damaged)).rejects.toThrow(/header/);
    await expect(unpack(bytes.subarray(0, 2048 + 100))).rejects.toThrow(/end of data/);
    const link = Buffer.from(bytes.subarray(1024, 1536)); // the header of the empty photo
    link[156] = '2'.charCodeAt(0);
    fixChecksum(link);
    await expect(unpack(Buffer.concat([link, Buffer.alloc(1024)]))).rejects.toThrow(
      /more than files/,
    );
  });
});

// PGlite takes a few seconds to start.
describe('database dump and restore (PGlite)', { timeout: 60_000 }, () => {
  it('restores rows, arrays, JSON, timestamps and sequences exactly', async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      await source.db.insert(users).values({ name: 'Anna', email: 'a@b.hu', passwordHash: 'x' });
      const [first] = await source.db
        .insert(dogs)
        .values({
          slug: 'bogyo',
          name: 'Bogyó',
          color: 'blue',
          birthday: '2026-01-02',
          gender: 'male',
        })
        .returning();
      await source.db.insert(dogs).values({
        slug: 'zsofi',
        name: 'Zsófi',
        color: 'lilac',
        birthday: '2026-01-03',
        gender: 'female',
      });
      await source.db.insert(dogImages).values({
        dogId: first!.id,
        key: 'k1',
        position: 0,
        width: 640,
        height: 480,
        placeholder: 'data:image/webp;base64,AAAA',
        variants: [{ width: 320, key: 'k1-320.webp' }],
      });
      const dump = await dumpDatabase(source.db);
      expect(dump.tables.find((t) => t.name === 'dog_images')!.rows[0]!.variants).toEqual([
        { width: 320, key: 'k1-320.webp' },
      ]);
      expect(dump.tables.map((t) => t.name).indexOf('dogs')).toBeLessThan(
        dump.tables.map((t) => t.name).indexOf('dog_images'),
      );
      let committed = false;
      await restoreDatabase(target.db, dump, async () => void (committed = true));
      expect(committed).toBe(true);
      expect(await dumpDatabase(target.db)).toEqual(dump);
      const [next] = await target.db
        .insert(dogs)
        .values({ slug: 'new', name: 'New', color: 'tan', birthday: '2026-01-04', gender: 'male' })
        .returning();
      expect(next!.id).toBe(first!.id + 2);
      // A second restore finds data and changes nothing.
      await expect(restoreDatabase(target.db, dump, async () => {})).rejects.toThrow(BackupRefused);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it("restores parents, health tests, earlier slugs and focal points, a puppy's parents in any row order", async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const puppies = await source.db
        .insert(dogs)
        .values(
          Array.from({ length: 600 }, (_, i) => ({
            slug: `puppy-${i}`,
            name: `Puppy ${i}`,
            color: 'blue' as const,
            birthday: '2026-01-02',
            gender: 'male' as const,
          })),
        )
        .returning();
      const [mother] = await source.db
        .insert(dogs)
        .values({
          slug: 'mama',
          name: 'Mama',
          color: 'lilac',
          birthday: '2022-01-03',
          gender: 'female',
          kind: 'parent',
          registration: 'MET.FB.123/22',
          healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
        })
        .returning();
      await source.db.update(dogs).set({ motherId: mother!.id }).where(eq(dogs.id, puppies[0]!.id));
      await source.db.insert(dogSlugHistory).values({ slug: 'old-mama', dogId: mother!.id });
      await source.db.insert(dogImages).values({
        dogId: mother!.id,
        key: 'k2',
        position: 0,
        width: 480,
        height: 640,
        placeholder: 'data:image/webp;base64,AAAA',
        variants: [{ width: 320, key: 'k2-320.webp' }],
        focalX: 0.25,
        focalY: 0.2,
      });
      const dump = await dumpDatabase(source.db);
      const dogRows = dump.tables.find((t) => t.name === 'dogs')!.rows;
      // The puppy first and its mother last: more rows than one insert takes apart.
      dogRows.sort(
        (a, b) => (a.mother_id ? -1 : b.mother_id ? 1 : 0) || (a.id === mother!.id ? 1 : 0),
      );
      expect(dogRows[0]!.mother_id).toBe(mother!.id);
      expect(dogRows.at(-1)!.id).toBe(mother!.id);
      await restoreDatabase(target.db, dump, async () => {});
      const [restored] = await target.db.select().from(dogs).where(eq(dogs.id, mother!.id));
      expect(restored).toMatchObject({
        kind: 'parent',
        registration: 'MET.FB.123/22',
        healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
      });
      const [puppy] = await target.db.select().from(dogs).where(eq(dogs.id, puppies[0]!.id));
      expect(puppy!.motherId).toBe(mother!.id);
      expect(await target.db.select().from(dogSlugHistory)).toMatchObject([
        { slug: 'old-mama', dogId: mother!.id },
      ]);
      expect(await target.db.select().from(dogImages)).toMatchObject([
        { focalX: 0.25, focalY: 0.2 },
      ]);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('restores booking slots, bookings, the meeting link, the watermark and mail with an inline .ics', async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const [slot] = await source.db
        .insert(bookingSlots)
        .values({
          startsAt: new Date('2026-10-25T00:30:00Z'),
          endsAt: new Date('2026-10-25T01:30:00Z'),
          kind: 'either',
        })
        .returning();
      const visitor = { name: 'Éva', email: 'eva@example.com', locale: 'hu' as const };
      await source.db.insert(bookings).values([
        { slotId: slot!.id, kind: 'visit', ...visitor, status: 'cancelled', cancelTokenHash: 'a' },
        { slotId: slot!.id, kind: 'video', ...visitor, cancelTokenHash: 'b' },
      ]);
      await source.db.insert(bookingSettings).values({ meetingUrl: 'https://meet.example/x' });
      await source.db.insert(watermarkSettings).values({ enabled: true, corner: 'top-left' });
      await source.db.insert(mailOutbox).values({
        from: 'k@example.com',
        to: 'eva@example.com',
        subject: 's',
        text: 't',
        attachments: [
          { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\n' },
        ],
      });
      const dump = await dumpDatabase(source.db);
      await restoreDatabase(target.db, dump, async () => {});
      expect(await dumpDatabase(target.db)).toEqual(dump);
      expect(await target.db.select().from(watermarkSettings)).toMatchObject([
        { enabled: true, corner: 'top-left', version: 1 },
      ]);
      const [mail] = await target.db.select().from(mailOutbox);
      expect(mail!.attachments).toEqual([
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\n' },
      ]);
      // One live booking a slot, after the restore as before it.
      await expect(
        target.db.insert(bookings).values({ slotId: slot!.id, kind: 'video', ...visitor }),
      ).rejects.toThrow();
    } finally {
      await source.close();
      await target.close();
    }
  });

  it("restores a puppy's rules' fields, its photo with its mother and its verification code", async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const [puppy] = await source.db
        .insert(dogs)
        .values({
          slug: 'bogyo',
          name: 'Bogyó',
          color: 'blue',
          birthday: '2026-08-01',
          gender: 'male',
          chipNumber: '348098100123456',
          countryOfBirth: 'AT',
          petPassport: false,
          vaccinations: [{ kind: 'DHPPi', date: '2026-09-20' }],
        })
        .returning();
      await source.db.insert(dogImages).values({
        dogId: puppy!.id,
        key: 'k.webp',
        position: 0,
        width: 10,
        height: 10,
        placeholder: '',
        variants: [],
        withMother: true,
      });
      await source.db.insert(verificationCodes).values({ code: 'K7QD4MXA', dogId: puppy!.id });
      const dump = await dumpDatabase(source.db);
      await restoreDatabase(target.db, dump, async () => {});
      expect(await dumpDatabase(target.db)).toEqual(dump);
      const [restored] = await target.db.select().from(dogs);
      expect(restored).toMatchObject({
        countryOfBirth: 'AT',
        petPassport: false,
        vaccinations: [{ kind: 'DHPPi', date: '2026-09-20' }],
      });
      expect((await target.db.select().from(dogImages))[0]!.withMother).toBe(true);
      expect(await target.db.select().from(verificationCodes)).toMatchObject([
        { code: 'K7QD4MXA', dogId: puppy!.id, contractId: null },
      ]);
      // One code a puppy, after the restore as before it.
      await expect(
        target.db.insert(verificationCodes).values({ code: 'AAAAAAAA', dogId: puppy!.id }),
      ).rejects.toThrow();
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('rolls everything back, schema included, when the last step fails', async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const dump = await dumpDatabase(source.db);
      await expect(
        restoreDatabase(target.db, dump, async () => {
          throw new Error('moving the photos failed');
        }),
      ).rejects.toThrow('moving the photos failed');
      const tables = await target.db.execute(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe('rows a restore refuses', { timeout: 60_000 }, () => {
  it('names each row the site could not read, and passes a real dump', async () => {
    const source = await openDatabase({ memory: true });
    try {
      await source.db.insert(users).values({ name: 'Anna', email: 'a@b.hu', passwordHash: 'x' });
      const [dog] = await source.db
        .insert(dogs)
        .values({
          slug: 'mama',
          name: 'Mama',
          color: 'blue',
          birthday: '2022-01-02',
          gender: 'female',
          kind: 'parent',
          healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
        })
        .returning();
      await source.db.insert(dogImages).values({
        dogId: dog!.id,
        key: 'k1',
        position: 0,
        width: 640,
        height: 480,
        placeholder: 'data:image/webp;base64,AAAA',
        variants: [{ width: 320, key: 'k1-320.webp' }],
        focalX: 0.5,
        focalY: 0.5,
      });
      // A buyer's document names its private file in `key`.
      const [application] = await source.db
        .insert(applications)
        .values({
          name: 'Vevő',
          email: 'v@b.hu',
          country: 'HU',
          locale: 'hu',
          consentAt: new Date(),
        })
        .returning();
      await source.db.insert(buyerDocuments).values({
        applicationId: application!.id,
        kind: 'contract',
        fileName: 'szerződés.pdf',
        contentType: 'application/pdf',
        size: 329,
        key: 'private-0f8e2c1a-4b7d-4e6f-9a1b-2c3d4e5f6a7b.pdf',
      });
      // A tax number saved before they were checked is still one the legal notice can print.
      await source.db
        .insert(siteFacts)
        .values({ taxNumber: 'DE 123/456/78901', vatId: 'HU12345676' });
      const good = await dumpDatabase(source.db);
      expect(() => checkRows(good)).not.toThrow();
      const crafted = (edit: (rows: Record<string, Record<string, unknown>[]>) => void) => {
        const dump = structuredClone(good);
        edit(Object.fromEntries(dump.tables.map((t) => [t.name, t.rows])));
        return dump;
      };
      const cases: [string, ReturnType<typeof crafted>, RegExp][] = [
        ['colour', crafted((t) => (t.dogs![0]!.color = 'purple')), /dogs row 1 \(id 1\): color/],
        ['gender', crafted((t) => (t.dogs![0]!.gender = 'x')), /dogs row 1 \(id 1\): gender/],
        ['kind', crafted((t) => (t.dogs![0]!.kind = 'stud')), /dogs row 1 \(id 1\): kind/],
        [
          'health tests not a list',
          crafted((t) => (t.dogs![0]!.health_tests = { name: 'BOAS' })),
          /dogs row 1 \(id 1\): healthTests: invalidHealthTests/,
        ],
        [
          'a health test without its result',
          crafted((t) => (t.dogs![0]!.health_tests = [{ name: 'BOAS', date: null }])),
          /healthTests\.0\.result: required/,
        ],
        [
          'variants not a list',
          crafted((t) => (t.dog_images![0]!.variants = 'k1-320.webp')),
          /dog_images row 1 \(id 1\)/,
        ],
        [
          'focal point outside the photo',
          crafted((t) => (t.dog_images![0]!.focal_x = 3)),
          /dog_images row 1 \(id 1\): focal\.x: invalidFocalPoint/,
        ],
        [
          'a document under a public key',
          crafted((t) => (t.buyer_documents![0]!.key = '0f8e2c1a.pdf')),
          /buyer_documents row 1 \(id 1\): key: invalidDocumentKey/,
        ],
        [
          'a document whose key says another type than its content',
          crafted((t) => (t.buyer_documents![0]!.content_type = 'image/png')),
          /buyer_documents row 1 \(id 1\): key: invalidDocumentKey/,
        ],
        [
          'a VAT ID with a wrong check digit',
          crafted((t) => (t.site_facts![0]!.vat_id = 'HU12345678')),
          /site_facts row 1 \(id 1\): vatId: taxIdCheckDigit/,
        ],
        ['a scope that is no list', crafted((t) => (t.users![0]!.scope = 'admin')), /users row 1/],
        [
          "an id past PostgreSQL's integer",
          crafted((t) => (t.dogs![0]!.price = 2 ** 40)),
          /dogs row 1 \(id 1\): price/,
        ],
      ];
      for (const [label, dump, message] of cases) {
        expect(() => checkRows(dump), label).toThrow(BackupRefused);
        expect(() => checkRows(dump), label).toThrow(message);
      }
      const atMaximum = structuredClone(good);
      atMaximum.sequences.find((s) => s.table === 'dogs')!.lastValue = '2147483647';
      expect(() => checkRows(atMaximum)).toThrow(/sequence of dogs\.id .*maximum/);
      const behind = structuredClone(good);
      behind.tables.find((t) => t.name === 'dogs')!.rows[0]!.id = 40;
      expect(() => checkRows(behind)).toThrow(/behind the highest id 40/);
      // An older version's rows lack later columns: the migrations add them with defaults.
      const older = structuredClone(good);
      for (const row of older.tables.find((t) => t.name === 'dogs')!.rows) {
        delete row.kind;
        delete row.health_tests;
      }
      expect(() => checkRows(older)).not.toThrow();
    } finally {
      await source.close();
    }
  });

  it('refuses a meeting link the site would not have saved, and a one-row table with another id', async () => {
    const source = await openDatabase({ memory: true });
    try {
      await source.db.insert(bookingSettings).values({ meetingUrl: 'https://meet.example/x' });
      await source.db.insert(watermarkSettings).values({ enabled: true, corner: 'top-left' });
      const good = await dumpDatabase(source.db);
      expect(() => checkRows(good)).not.toThrow();
      const crafted = (table: string, edit: (row: Record<string, unknown>) => void) => {
        const dump = structuredClone(good);
        edit(dump.tables.find((t) => t.name === table)!.rows[0]!);
        return dump;
      };
      const meeting = (url: string | null) =>
        crafted('booking_settings', (row) => (row.meeting_url = url));
      expect(() => checkRows(meeting(null))).not.toThrow();
      const cases: [string, ReturnType<typeof crafted>, RegExp][] = [
        [
          'a script link',
          meeting('javascript:alert(1)'),
          /booking_settings row 1 \(id 1\): meetingUrl: invalidUrl/,
        ],
        ['a line break', meeting('https://meet.example/x\r\nBcc: all@example.com'), /invalidUrl/],
        ['a line break at the end', meeting('https://meet.example/x\n'), /invalidUrl/],
        ['an empty link (the site stores none)', meeting(''), /invalidUrl/],
        [
          'a second settings row',
          crafted('booking_settings', (row) => (row.id = 2)),
          /booking_settings row 1 \(id 2\): id: /,
        ],
        [
          'a second watermark row',
          crafted('watermark_settings', (row) => (row.id = 2)),
          /watermark_settings row 1 \(id 2\): id: /,
        ],
      ];
      for (const [label, dump, message] of cases) {
        expect(() => checkRows(dump), label).toThrow(BackupRefused);
        expect(() => checkRows(dump), label).toThrow(message);
      }
    } finally {
      await source.close();
    }
  });

  it(
    "restores owners' stories and photos, and refuses a pending photo without its files",
    {
      timeout: 120_000,
    },
    async () => {
      const source = await openDatabase({ memory: true });
      const target = await openDatabase({ memory: true });
      try {
        const [application] = await source.db
          .insert(applications)
          .values({
            name: 'Éva Kiss',
            email: 'e@k.hu',
            country: 'AT',
            locale: 'de',
            consentAt: new Date(),
          })
          .returning();
        const [story] = await source.db
          .insert(ownerStories)
          .values({
            applicationId: application!.id,
            firstName: 'Éva',
            country: 'AT',
            locale: 'de',
            text: 'Sie schnarcht.',
            editedText: 'Sie schnarcht laut.',
            editedAt: new Date(),
            consentAt: new Date(),
          })
          .returning();
        const photo = {
          storyId: story!.id,
          width: 640,
          height: 480,
          placeholder: 'data:image/webp;base64,AAAA',
        };
        await source.db.insert(ownerPhotos).values([
          {
            ...photo,
            key: 'private-a',
            position: 0,
            variants: [{ width: 320, key: 'private-a-320.webp' }],
          },
          { ...photo, key: 'private-b', position: 1, status: 'rejected', variants: [] },
        ]);
        const good = await dumpDatabase(source.db);
        expect(() => checkRows(good)).not.toThrow();
        await restoreDatabase(target.db, good, async () => {});
        expect(await target.db.select().from(ownerStories)).toEqual(
          await source.db.select().from(ownerStories),
        );
        expect(await target.db.select().from(ownerPhotos)).toEqual(
          await source.db.select().from(ownerPhotos),
        );
        const crafted = (edit: (rows: Record<string, unknown>[]) => void) => {
          const dump = structuredClone(good);
          edit(dump.tables.find((t) => t.name === 'owner_photos')!.rows);
          return dump;
        };
        expect(() => checkRows(crafted((rows) => (rows[0]!.variants = [])))).toThrow(
          /owner_photos row 1/,
        );
        expect(() =>
          checkRows(crafted((rows) => (rows[1]!.variants = [{ width: 320, key: 'x-320.webp' }]))),
        ).toThrow(/owner_photos row 2/);
        expect(() => checkRows(crafted((rows) => (rows[0]!.status = 'maybe')))).toThrow(
          /owner_photos row 1/,
        );
      } finally {
        await source.close();
        await target.close();
      }
    },
  );
});
