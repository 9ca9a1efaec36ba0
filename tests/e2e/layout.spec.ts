import { expect, signIn, test } from './api';
import { LOCALES, MESSAGES, raiseAlert, setLocaleCookie, translator } from './support';
import { withoutHydrationWait } from './hydration';

const en = MESSAGES.en;

test('the cookie notice stays accepted across reloads', async ({ page, context }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: en.CookieNotice.label });
  await expect(notice).toContainText(en.CookieNotice.message);
  await notice.getByRole('button', { name: en.CookieNotice.accept }).click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('1');
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('1');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: en.CookieNotice.label })).toHaveCount(0);
});

test('the cookie notice shows from the first paint, and never once accepted, before any script runs', async ({
  context,
  baseURL,
}) => {
  // The pages as a slow phone shows them before their script files arrive: none of them runs.
  const page = withoutHydrationWait(await context.newPage());
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  const notice = page.getByRole('region', { name: en.CookieNotice.label });
  const reactRuns = () =>
    page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
  // A static page, and a page rendered per request.
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(notice, path).toContainText(en.CookieNotice.message);
    expect(await reactRuns(), path).toBe(false);
  }
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(notice, path).toBeHidden();
    expect(await reactRuns(), path).toBe(false);
  }
});

test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/breed');
  const header = page.locator('header.site-header');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  expect((await header.boundingBox())?.height).toBe(70);

  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThanOrEqual(-69);

  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
});

test('the header stays while its menu is open on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/breed');
  await page.getByRole('button', { name: en.Header.toggleMenu }).click();
  await expect(page.getByRole('link', { name: en.Header.transport })).toBeVisible();
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await expect(page.locator('header.site-header')).toHaveAttribute('data-hidden', 'false');
});

test.describe('alert banner', () => {
  test('auto-dismisses after 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const alert = await raiseAlert(page, 'error', ['First problem', 'Second problem']);
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(alert.getByRole('listitem')).toHaveText(['First problem', 'Second problem']);

    await page.clock.runFor(9_000);
    await expect(alert).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  });

  test('translates message keys and can be closed by hand', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const alert = await raiseAlert(page, 'success', ['Errors.notFoundMessage']);
    await expect(alert).toHaveClass(/alert-success/);
    await expect(alert).toContainText(MESSAGES.de.Errors.notFoundMessage);
    await alert.getByRole('button', { name: MESSAGES.de.Alerts.dismiss }).click();
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  });
});

test('an offline notice shows while the connection is gone', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(en.Network.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(en.Network.offline)).toHaveCount(0);
});

test('a slow navigation shows the loading overlay until the page arrives', async ({ page }) => {
  // Hold every request for the contact page (prefetch included) back for 1.5 s.
  await page.route(/\/contact(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: en.HomePage.heroContact }).click();
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.ContactPage.title);
  await expect(overlay).toHaveCount(0);

  // Back on the page the navigation started from, that navigation is long over.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translator('en')('HomePage.heroTitle', { foundingYear: '2014' }),
  );
  await expect(overlay).toHaveCount(0);
});

test('the header keeps to 70 px and the page never scrolls sideways, at every width, in every language, signed in or not', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  test.slow();
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(context, baseURL!, token);
    for (const locale of LOCALES) {
      await setLocaleCookie(context, baseURL!, locale);
      await page.setViewportSize({ width: 1400, height: 700 });
      await page.goto('/contact');
      // The account menu arrives after hydration, for a signed-in visitor only.
      await expect(page.locator('#user-menu')).toHaveCount(signedIn ? 1 : 0);
      for (const width of [992, 1199, 1200, 1280, 1366, 1399, 1400, 1600]) {
        await page.setViewportSize({ width, height: 700 });
        const label = `${locale} ${signedIn ? 'signed in' : 'visitor'} at ${width} px`;
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: label })
          .toBe(width);
        expect((await page.locator('header.site-header').boundingBox())?.height, label).toBe(70);
      }
    }
  }
});
