import { databaseReachable } from '@/features/health/server/health';
import { json, RETRY_SOON, route } from '@/lib/server/http/route';

export const GET = route(
  {
    access: 'public',
    doc: { summary: 'Health', responses: { 200: 'ok', 503: 'Database unreachable' } },
  },
  async () => {
    if (await databaseReachable()) return json({ status: 'ok' });
    return json(
      { status: 'unavailable', message: 'databaseUnavailable' },
      { status: 503, headers: RETRY_SOON },
    );
  },
);
