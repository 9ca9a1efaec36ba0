import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs } from '@/lib/db/schema';
import { publicPaths } from '@/lib/public-paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { qrSvg } from '@/lib/server/qr';
import { verifyCodeFor } from '@/lib/server/verify-codes';

/** A puppy's verification page for the admin's printable QR: its address and the code's SVG. */
export async function dogVerifyQr(
  dogId: number,
): Promise<{ name: string; url: string; svg: string } | null> {
  const db = await getDb();
  const [dog] = await db
    .select({ name: dogs.name, kind: dogs.kind })
    .from(dogs)
    .where(eq(dogs.id, dogId));
  if (!dog || dog.kind !== 'puppy') return null;
  const code = await verifyCodeFor(db, { dogId });
  const url = absoluteUrl(publicPaths.verify(code));
  return { name: dog.name, url, svg: await qrSvg(url) };
}
