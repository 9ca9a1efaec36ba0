import { test as base, type Page } from '@playwright/test';
import { LOADER_START } from '../../server/next-private.mjs';

/**
 * Pages start their scripts after the first paint (server/next-private.mjs: static pages, and
 * admin pages under `npm start`), which may come after the `load` event a navigation waits for.
 * A test can click in that moment, and its click would reach a page React does not listen to
 * yet. So every navigation of a test's page also waits, on pages whose scripts are deferred,
 * until React has hydrated the page (the layouts' ClientRuntime marks `<html data-hydrated>`).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((loader) => {
    const deferred = [...document.scripts].some((s) => s.textContent?.startsWith(loader));
    return !deferred || document.documentElement.hasAttribute('data-hydrated');
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
