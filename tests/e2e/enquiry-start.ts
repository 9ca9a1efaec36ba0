import { expect, type APIRequestContext } from '@playwright/test';
import { MIN_FILL_MS } from '../../lib/validation/enquiry-fields';

/**
 * A signed start for an enquiry sent through the API (GET /api/enquiries/start), once it is as
 * old as a person's fill time: a younger one is a bot's, and its enquiry is not stored.
 */
export async function formStart(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/enquiries/start');
  expect(answer.status()).toBe(200);
  const { start } = (await answer.json()) as { start: string };
  const ready = Number(start.split('.')[0]) + MIN_FILL_MS;
  await expect
    .poll(() => Date.now(), { timeout: MIN_FILL_MS + 5_000 })
    .toBeGreaterThanOrEqual(ready);
  return start;
}
