import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOADER_START } from '../../lib/first-paint-loader.mjs';

/**
 * Static pages start their scripts after the first paint (lib/first-paint-loader.mjs), which may come
 * after the `load` event a navigation waits for.
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

const waiting = new WeakSet<Page>();
const notWaiting = new WeakSet<Page>();

/** For a test that keeps the page's scripts from running: its navigations wait for no hydration. */
export function withoutHydrationWait(page: Page): Page {
  notWaiting.add(page);
  return page;
}

/** The page with `goto`, `reload`, `goBack` and `goForward` waiting for hydration as well. */
export function waitingForHydration(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (!notWaiting.has(page)) await hydrated(page);
        return response;
      },
    });
  }
  return page;
}

/** Every page the context opens waits for hydration after its navigations. */
function waitingContext(context: BrowserContext): BrowserContext {
  context.on('page', waitingForHydration);
  return context;
}

export const test = base.extend<object, object>({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
  // Pages of the contexts a test opens itself (a second tab, a visitor beside the breeder) too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        // Without script there is nothing to wait for.
        newContext: async (...args: Parameters<Browser['newContext']>) => {
          const context = await newContext(...args);
          return args[0]?.javaScriptEnabled === false ? context : waitingContext(context);
        },
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          return args[0]?.javaScriptEnabled === false ? page : waitingForHydration(page);
        },
      });
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
