import 'server-only';
import type { HealthCertificateRow, StoredHealthTest } from '@/lib/db/schema';
import type { HealthTest } from '@/lib/validation/responses';
import { adminCertificate, publicCertificate } from './certificates';

/**
 * A dog's health tests as the API answers them: free entries as they always were, structured
 * ones with their certificate's public (watermarked) image when it belongs to this dog; the
 * admin's reads add a signed link to the unmarked scan.
 */
export function healthTestsView(
  dogId: number,
  tests: StoredHealthTest[],
  certificates: ReadonlyMap<number, HealthCertificateRow>,
  admin = false,
): HealthTest[] {
  return tests.map((test) => {
    if (!test.kind) return { name: test.name, result: test.result, date: test.date ?? null };
    const row = test.certificateId ? certificates.get(test.certificateId) : undefined;
    const own = row && row.dogId === dogId ? row : undefined;
    return {
      ...test,
      lab: test.lab ?? '',
      certificateId: own ? own.id : null,
      certificate: own ? (admin ? adminCertificate(own) : publicCertificate(own)) : null,
    } as HealthTest;
  });
}
