import 'server-only';
import { getDb } from '@/lib/db/client';
import { verifyPage, type VerifyView } from '@/lib/server/verify';
import { siteUrl } from '@/lib/site/url';

/*
 * What a verification page reads (issue 34). Always in this process, read when asked: a puppy's
 * status there must be the current one, and the kennel's contacts the ones saved last.
 */
export async function getVerifyPage(code: string): Promise<VerifyView | null> {
  return verifyPage(await getDb(), code, siteUrl());
}
