import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fresh-site';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The kennel's call buttons never cover the page's text or buttons, at any width
// from 320 to 1920 px, in any language. A site of its own: saved numbers would put the buttons
// on every page the other tests use.

const PHONE = '+36 30 123 4567';
// As the site stores and shows it (libphonenumber's international form of 0660 1234567).
const PHONE_AT = '+43 660 1234567';

/** Signs up the fresh site's admin, saves both numbers and a Facebook page, adds two puppies. */
async function kennelWithPhones(request: APIRequestContext) {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
  });
  expect(signup.status()).toBe(201);
  const { token } = await signup.json();
  const headers = { Authorization: `Bearer ${token}` };
  const info = await request.put('/api/info', {
    headers,
    data: {
      email: 'kennel@example.com',
      phone: PHONE,
      phoneAt: PHONE_AT,
      fbUrl: 'https://www.facebook.com/example-kennel',
      instaUrl: null,
    },
  });
  expect(info.status(), await info.text()).toBe(200);
  for (const name of ['Bogyó', 'Zsófi']) {
    const dog = await request.post('/api/admin/dogs', {
      headers,
      data: { name, color: 'blue', birthday: '2026-09-01', gender: 'male', price: 2900 },
    });
    expect(dog.status(), await dog.text()).toBe(201);
  }
}

interface Overlap {
  phone: string;
  other: string;
}

/**
 * Every visible call link or button outside the page's content (header, number line, or
 * anything floating) against every visible link, button, heading, paragraph,
 * list item, label, field and picture of the page that is neither inside it nor around it:
 * the ones whose boxes intersect.
 */
function overlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const inView = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.right > 0 &&
      r.top < window.innerHeight &&
      r.left < window.innerWidth;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const phones = [...document.querySelectorAll('a[href^="tel:"], button#call-menu')].filter(
      // The page's own phone links (the contact page's, the footer's) are part of the page.
      (el) => !el.closest('main, footer') && shown(el) && inView(el.getBoundingClientRect()),
    );
    const others = [
      ...document.querySelectorAll(
        'a, button, h1, h2, h3, h4, h5, h6, p, li, label, input, select, textarea, img, dt, dd',
      ),
    ].filter((el) => shown(el) && inView(el.getBoundingClientRect()));
    const found: { phone: string; other: string }[] = [];
    for (const phone of phones) {
      const a = phone.getBoundingClientRect();
      for (const other of others) {
        if (other === phone || other.contains(phone) || phone.contains(other)) continue;
        const b = other.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 0.5 && height > 0.5)
          found.push({ phone: describe(phone), other: describe(other) });
      }
    }
    return found;
  });
}

const SIZES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 390, height: 664 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1199, height: 800 },
  { width: 1200, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

test('the call buttons never cover text or buttons, at any width, in any language', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await kennelWithPhones(request);
  for (const locale of LOCALES) {
    await setLocaleCookie(context, baseURL!, locale);
    for (const path of ['/', '/contact']) {
      await page.setViewportSize(SIZES[0]!);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        const label = `${locale} ${path} at ${size.width}×${size.height}`;
        // Some call link or button shows at every width: the numbers never vanish.
        await expect
          .poll(() => page.locator('a[href^="tel:"]:visible, #call-menu:visible').count(), {
            message: label,
          })
          .toBeGreaterThan(0);
        expect(await overlaps(page), label).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${label}: no sideways scrolling`,
        ).toBe(size.width);
      }
    }
  }
});

test('on a phone one call button says what it is and offers both numbers by country', async ({
  page,
  request,
}) => {
  // Three languages, the HTML checker and two screen sizes: more than the default on a busy machine.
  test.slow();
  await kennelWithPhones(request);
  const en = MESSAGES.en;
  await page.setViewportSize({ width: 390, height: 664 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const call = header.getByRole('button', { name: en.Header.call });
  await expect(call).toBeVisible();
  await expect(call).toHaveText(en.Header.call);
  await call.click();
  const hu = header.getByRole('link', { name: `${en.Header.phoneHuLabel} ${PHONE}` });
  const at = header.getByRole('link', { name: `${en.Header.phoneAtLabel} ${PHONE_AT}` });
  await expect(hu).toHaveAttribute('href', 'tel:+36301234567');
  await expect(at).toHaveAttribute('href', 'tel:+436601234567');
  await expectNoViolations(page, 'call menu open on a phone');
  const documents = new HtmlDocuments();
  documents.add('home with the call menu open', await page.content());
  for (const locale of LOCALES) {
    const response = await request.get('/', { headers: { Cookie: `NEXT_LOCALE=${locale}` } });
    documents.add(`${locale} / with both numbers and a Facebook page`, await response.text());
  }
  expect((await documents.errors()).map(describeError)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(hu).toBeHidden();

  // Wide screens: the numbers in full above the header, in the page's flow.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(call).toBeHidden();
  const strip = page.getByRole('complementary', { name: en.Header.phones });
  await expect(
    strip.getByRole('link', { name: `${en.Header.phoneHuLabel}: ${PHONE}` }),
  ).toBeVisible();
  await expect(
    strip.getByRole('link', { name: `${en.Header.phoneAtLabel}: ${PHONE_AT}` }),
  ).toBeVisible();
  await expectNoViolations(page, 'number line on a wide screen');
});

test('before cookie consent the footer shows a small prompt, not the timeline box', async ({
  page,
  request,
}) => {
  await kennelWithPhones(request);
  const en = MESSAGES.en;
  await page.route(/facebook\.com/, (route) => route.abort());
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const prompt = footer.getByText(en.Footer.timelinePlaceholder);
  await expect(prompt).toBeVisible();
  await expect(footer.locator('iframe')).toHaveCount(0);
  // The prompt and its button, a few lines high: not the 450×500 box the frame will take.
  const box = await prompt.locator('..').boundingBox();
  expect(box!.height).toBeLessThan(160);
  await footer.getByRole('button', { name: en.Footer.timelineAccept }).click();
  await expect(footer.locator('iframe')).toHaveAttribute('title', en.Footer.timelineTitle);
  // That is the same consent as the cookie bar's: the bar is gone too.
  await expect(page.getByRole('region', { name: en.CookieNotice.label })).toBeHidden();
});
