import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '@/features/enquiries/fields';

/**
 * A signed start for an enquiry sent through the API (GET /api/enquiries/start), once it is as
 * old as a person's fill time: a younger one is a bot's, and its enquiry is not stored.
 */
export async function formStart(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/enquiries/start');
  expect(answer.status()).toBe(200);
  const { start } = (await answer.json()) as { start: string };
  await untilRipe(start);
  return start;
}

/** Waits until a signed start (`<issued ms>.<signature>`) is older than a person's fill time. */
async function untilRipe(start: string, margin = 0): Promise<void> {
  const ready = Number(start.split('.')[0]) + MIN_FILL_MS + margin;
  await expect
    .poll(() => Date.now(), { timeout: MIN_FILL_MS + 5_000 })
    .toBeGreaterThanOrEqual(ready);
}

/**
 * The start the page's form asks for when the visitor begins (start it before the first
 * keystroke); `ripe()` waits until that start is as old as a person's fill time on the server's
 * clock, whatever the page's installed clock says.
 */
export function pageFormStart(page: Page): { ripe: () => Promise<void> } {
  const answer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/enquiries/start'),
  );
  return {
    async ripe() {
      const { start } = (await (await answer).json()) as { start: string };
      await untilRipe(start, 200);
    },
  };
}
