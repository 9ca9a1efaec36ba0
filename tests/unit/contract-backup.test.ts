import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { applications, contracts, contractTemplates, dogs, mailOutbox } from '@/lib/db/schema';
import { dumpDatabase, restoreDatabase } from '@/features/backup/server/database';
import { checkRows } from '@/features/backup/server/rows';
import { markupDoc } from '@/features/contracts/markup';

// The contract's tables go into a backup and come back exactly, signed rows,
// their hashes and PDF keys included; the outbox's attachments too.
describe('contracts in a backup', () => {
  it('restores templates, signed and open versions, and mail attachments exactly', async () => {
    const source = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true, migrate: false });
    try {
      const [dog] = await source.db
        .insert(dogs)
        .values({
          slug: 'bogyo',
          name: 'Bogyó',
          color: 'blue',
          birthday: '2026-08-01',
          gender: 'male',
          chipNumber: '348098100123456',
        })
        .returning();
      const [application] = await source.db
        .insert(applications)
        .values({
          status: 'reserved',
          name: 'Greta Müller',
          email: 'greta@example.com',
          country: 'AT',
          locale: 'de',
          consentAt: new Date('2026-09-01T10:00:00Z'),
          dogId: dog!.id,
        })
        .returning();
      await source.db
        .insert(contractTemplates)
        .values({ locale: 'de', doc: markupDoc('## Vertrag\n**{buyerName}**'), version: 3 });
      const text = JSON.stringify(markupDoc('## Vertrag\n**Greta Müller**'));
      await source.db.insert(contracts).values([
        {
          applicationId: application!.id,
          number: 1,
          locale: 'de',
          status: 'signed',
          text,
          textHash: 'a'.repeat(64),
          values: { buyerName: 'Greta Müller' },
          signedName: 'Greta Müller',
          signedAt: new Date('2026-10-01T08:30:00.123Z'),
          signerIp: '203.0.113.7',
          signerAgent: 'Mozilla/5.0',
          pdfKey: 'private-2b1e3c4d-0000-4000-8000-000000000001.pdf',
        },
        {
          applicationId: application!.id,
          number: 2,
          locale: 'de',
          text,
          textHash: 'b'.repeat(64),
          values: {},
        },
      ]);
      await source.db.insert(mailOutbox).values({
        from: 'kennel@example.com',
        to: 'greta@example.com',
        subject: 'Vertrag',
        text: 'Anbei.',
        applicationId: application!.id,
        attachments: [
          {
            key: 'private-2b1e3c4d-0000-4000-8000-000000000001.pdf',
            filename: 'contract-1.pdf',
            contentType: 'application/pdf',
          },
        ],
      });
      const dump = await dumpDatabase(source.db);
      expect(() => checkRows(dump)).not.toThrow();
      const rows = dump.tables.find((t) => t.name === 'contracts')!.rows;
      expect(rows.map((r) => [r.number, r.status, r.pdf_key])).toEqual([
        [1, 'signed', 'private-2b1e3c4d-0000-4000-8000-000000000001.pdf'],
        [2, 'open', null],
      ]);
      await restoreDatabase(target.db, dump, async () => {});
      expect(await dumpDatabase(target.db)).toEqual(dump);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000); // two in-memory databases migrated: seconds on a loaded machine
});
