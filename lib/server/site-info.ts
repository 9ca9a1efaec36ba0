import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { siteInfo } from '@/lib/db/schema';
import { EMPTY_SITE_INFO, type SiteInfo } from '@/lib/validation/responses';
import { readPhone } from '@/lib/validation/phone';
import type { SiteInfoInput } from '@/lib/validation/site-info';
import { announceChange } from './revalidate';

export async function getSiteInfo(): Promise<SiteInfo> {
  const db = await getDb();
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1));
  if (!row) return EMPTY_SITE_INFO;
  const { email, phone, phoneAt, fbUrl, instaUrl } = row;
  return {
    email,
    phone: readPhone(phone, 'HU'),
    phoneAt: readPhone(phoneAt, 'AT'),
    fbUrl,
    instaUrl,
  };
}

/** PUT semantics: a field left out is cleared. */
export async function saveSiteInfo(input: SiteInfoInput): Promise<SiteInfo> {
  const values: SiteInfo = {
    email: input.email ?? null,
    phone: input.phone ?? null,
    phoneAt: input.phoneAt ?? null,
    fbUrl: input.fbUrl ?? null,
    instaUrl: input.instaUrl ?? null,
  };
  const db = await getDb();
  await db
    .insert(siteInfo)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteInfo.id, set: { ...values, updatedAt: new Date() } });
  announceChange({ info: true });
  return values;
}
