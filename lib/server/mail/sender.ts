import 'server-only';
import type { Database } from '@/lib/db/client';
import { siteInfo } from '@/lib/db/schema';
import { mailConfig } from './config';

/** MAIL_FROM, else the kennel's address from the site info; null: no mail can be sent. */
export async function mailSender(db: Database): Promise<string | null> {
  const config = mailConfig();
  if (!config) return null;
  if (config.from) return config.from;
  const [row] = await db.select({ email: siteInfo.email }).from(siteInfo);
  return row?.email ?? null;
}
