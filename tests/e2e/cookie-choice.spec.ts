import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fresh-site';
import { withoutHydrationWait } from './hydration';
import { MESSAGES } from './support';

// The cookie bar's two equal choices (GDPR Art. 7(3): withdrawing is as easy as giving). A site
// of its own: the Facebook timeline needs a saved page, which would put it on every other test's.

const en = MESSAGES.en;

async function kennelWithFacebookPage(request: APIRequestContext) {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
  });
  expect(signup.status()).toBe(201);
  const { token } = await signup.json();
  const info = await request.put('/api/info', {
    headers: { Authorization: `Bearer ${token}` },
    data: { fbUrl: 'https://www.facebook.com/example-kennel' },
  });
  expect(info.status(), await info.text()).toBe(200);
}

/** Every request any page or frame of the context sends to Facebook; none leaves the machine. */
async function facebookRequests(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  await context.route(/^https:\/\/([\w-]+\.)*facebook\.com\//, (route) => {
    urls.push(route.request().url());
    return route.abort();
  });
  return urls;
}

/** The page's layout shifts, summed from its first paint. */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { cls: number }).cls);
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'cookie_consent');

test('Reject keeps Facebook away on every page; the footer reopens the choice, either way', async ({
  page,
  context,
  request,
}) => {
  await kennelWithFacebookPage(request);
  const facebook = await facebookRequests(context);
  const layoutShift = await measureLayoutShift(page);
  const notice = page.getByRole('region', { name: en.CookieNotice.label });
  const footer = page.getByRole('contentinfo');
  const timeline = footer.locator('iframe');

  await page.goto('/');
  await expect(notice).toContainText(en.CookieNotice.message);
  const accept = notice.getByRole('button', { name: en.CookieNotice.accept });
  const reject = notice.getByRole('button', { name: en.CookieNotice.reject });
  // Of one weight: the same look and size, side by side.
  const [acceptBox, rejectBox] = [(await accept.boundingBox())!, (await reject.boundingBox())!];
  expect(rejectBox.width).toBeCloseTo(acceptBox.width, 0);
  expect(rejectBox.height).toBeCloseTo(acceptBox.height, 0);
  expect(rejectBox.y).toBeCloseTo(acceptBox.y, 0);
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));

  await reject.click();
  await expect(notice).toHaveCount(0);
  expect(await consentCookie(context)).toMatchObject({ value: '0', sameSite: 'Lax' });
  expect((await consentCookie(context))!.expires * 1000 - Date.now()).toBeGreaterThan(
    364 * 24 * 60 * 60 * 1000,
  );
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('0');
  await expect(footer.getByText(en.Footer.timelinePlaceholder)).toBeVisible();
  await expect(timeline).toHaveCount(0);
  expect(await layoutShift()).toBe(0);

  // The next page: no bar, no timeline.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(footer.getByText(en.Footer.timelinePlaceholder)).toBeVisible();
  await expect(timeline).toHaveCount(0);
  expect(await layoutShift()).toBe(0);

  // Nor before any script runs, on a static page and on one rendered per request.
  const bare = withoutHydrationWait(await context.newPage());
  await bare.route('**/_next/static/chunks/*.js', (route) => route.abort());
  for (const path of ['/', '/login', '/no-such-page']) {
    await bare.goto(path);
    await expect(bare.locator('h1'), path).toBeVisible();
    await expect(bare.getByRole('region', { name: en.CookieNotice.label }), path).toBeHidden();
  }
  await bare.close();

  // The footer reopens it, from the keyboard, saying what was chosen.
  const settings = footer.getByRole('button', { name: en.CookieNotice.settings });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toHaveAccessibleDescription(en.CookieNotice.currentRejected);
  expect(facebook).toEqual([]);

  await notice.getByRole('button', { name: en.CookieNotice.accept }).click();
  await expect(notice).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect((await consentCookie(context))?.value).toBe('1');
  await expect(timeline).toHaveAttribute('title', en.Footer.timelineTitle);
  await expect(timeline).toHaveAttribute(
    'src',
    /^https:\/\/www\.facebook\.com\/plugins\/page\.php\?/,
  );
  await timeline.scrollIntoViewIfNeeded(); // it loads lazily, once near the screen
  await expect.poll(() => facebook.length).toBeGreaterThan(0);

  // Withdrawn the same way: the timeline goes at once, and stays away on the next page.
  await settings.click();
  await expect(notice).toHaveAccessibleDescription(en.CookieNotice.currentAccepted);
  await notice.getByRole('button', { name: en.CookieNotice.reject }).click();
  await expect(notice).toHaveCount(0);
  await expect(timeline).toHaveCount(0);
  expect((await consentCookie(context))?.value).toBe('0');
  const before = facebook.length;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(timeline).toHaveCount(0);
  expect(facebook).toHaveLength(before);
});
