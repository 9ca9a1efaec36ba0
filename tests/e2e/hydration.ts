import { test as base, type Page } from '@playwright/test';
import { LOADER_START } from '../../server/next-private.mjs';

/**
 * Static pages start their scripts after the first paint (server/next-private.mjs), which may
 * come after the `load` event a navigation waits for. A person cannot click in that moment; a
 * test can, and its click would reach a page React does not listen to yet. So every navigation
 * of a test's page also waits until React has taken the document (its root marks it), on pages
 * whose scripts are deferred; a click on a part it is still hydrating then comes through, as React
 * hydrates it at once, or the loader clicks it again when its code has arrived.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((loader) => {
    const deferred = [...document.scripts].some((s) => s.textContent?.startsWith(loader));
    return !deferred || Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
  }, LOADER_START);
}

/** The page with `goto`, `reload`, `goBack` and `goForward` waiting for hydration as well. */
export function waitingForHydration(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await hydrated(page);
        return response;
      },
    });
  }
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
});

export { expect } from '@playwright/test';
