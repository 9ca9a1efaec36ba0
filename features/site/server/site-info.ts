import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { siteInfo, type SiteInfoRow } from '@/lib/db/schema';
import { EMPTY_SITE_INFO, type SiteInfo } from '@/lib/validation/responses';
import { readPhone } from '@/lib/validation/phone';
import type { SiteInfoInput } from '@/features/site/schema';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict } from '@/lib/server/versions';

function toSiteInfo(row: SiteInfoRow | undefined): SiteInfo {
  if (!row) return EMPTY_SITE_INFO;
  const { email, phone, phoneAt, fbUrl, instaUrl, version } = row;
  return {
    email,
    phone: readPhone(phone, 'HU'),
    phoneAt: readPhone(phoneAt, 'AT'),
    fbUrl,
    instaUrl,
    version,
  };
}

export async function getSiteInfo(): Promise<SiteInfo> {
  const db = await getDb();
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1));
  return toSiteInfo(row);
}

/**
 * PUT semantics: a field left out is cleared. With `version` (0 before the first save; a browser
 * always sends it) the save is refused (409, with the info as it is now) unless that is still
 * the stored version: the comparison is part of the one statement that writes.
 */
export async function saveSiteInfo(input: SiteInfoInput): Promise<SiteInfo> {
  const values = {
    email: input.email ?? null,
    phone: input.phone ?? null,
    phoneAt: input.phoneAt ?? null,
    fbUrl: input.fbUrl ?? null,
    instaUrl: input.instaUrl ?? null,
  };
  const db = await getDb();
  const [row] = await db
    .insert(siteInfo)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: siteInfo.id,
      set: { ...values, version: sql`${siteInfo.version} + 1`, updatedAt: new Date() },
      ...(input.version !== undefined && { setWhere: eq(siteInfo.version, input.version) }),
    })
    .returning();
  if (!row) throw new EditConflict(await getSiteInfo());
  announceChange({ info: true });
  return toSiteInfo(row);
}
