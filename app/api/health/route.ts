import { databaseReachable } from '@/lib/server/health';
import { json, RETRY_SOON } from '@/lib/server/route';

export async function GET() {
  if (await databaseReachable()) return json({ status: 'ok' });
  return json(
    { status: 'unavailable', message: 'databaseUnavailable' },
    { status: 503, headers: RETRY_SOON },
  );
}
