import type { Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { acceptCookies, PAGES } from './support';

/** Records every Content-Security-Policy violation the page reports, from its first byte. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** React has taken the server's markup over: the header's elements carry its fiber. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
}

/** An inline handler smuggled into the page, as a stored XSS would try: it must not run. */
async function expectInjectedHandlerBlocked(page: Page) {
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="/no-such-image.png" onerror="window.__injected = true">',
    );
  });
  // The image's error fires within moments; the handler is refused by the policy.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
    undefined,
  );
}

test('every public page runs under its policy with no violation, and injected scripts do not run', async ({
  page,
  context,
  baseURL,
  api,
}) => {
  test.slow();
  const dog = await api.createDog();
  await api.addDogPhotos(dog.id, 2);
  await api.addGalleryPhotos(1);
  await acceptCookies(context, baseURL!);
  const violations = await watchViolations(page);

  for (const path of [...PAGES.map((p) => p.path), `/${dog.slug}`, '/no-such-page']) {
    await page.goto(path);
    await expectHydrated(page);
    expect(violations, path).toEqual([]);
  }

  // A static page's policy lists the hashes of its own inline scripts, no others.
  await page.goto('/');
  await expectHydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
    undefined,
  );
  await expectInjectedHandlerBlocked(page);
  expect(violations.some((v) => v.startsWith('script-src-elem'))).toBe(true);
  expect(violations.some((v) => v.startsWith('script-src-attr'))).toBe(true);
});

test('admin pages run under a per-request nonce with no violation', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog();
  await signIn(context, baseURL!, token);
  const violations = await watchViolations(page);

  const nonces = new Set<string>();
  for (const path of [
    '/admin',
    '/admin/products',
    '/admin/products/add',
    `/admin/products/edit/${dog.id}`,
    `/admin/products/product-image-upload/${dog.id}`,
    '/admin/gallery-image-upload',
  ]) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `${path}: ${policy}`).toBeTruthy();
    nonces.add(nonce!);
    await expectHydrated(page);
    expect(violations, path).toEqual([]);
  }
  expect(nonces.size, 'a fresh nonce for every page').toBe(6);

  await expectInjectedHandlerBlocked(page);
  expect(violations.some((v) => v.startsWith('script-src-attr'))).toBe(true);
});

test('a form sent before its script runs never puts what was typed (a password) in the address', async ({
  browser,
  baseURL,
  token,
}) => {
  // Without JavaScript the page stays as the server sent it: what a slow phone shows before
  // hydration. The browser's own submission would be a GET with every field in the URL.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('E-mail').fill('breeder@example.com');
  await page.getByLabel('Password').fill('Secret123');
  await page.getByLabel('Password').press('Enter');
  await page.waitForTimeout(500);
  expect(page.url()).toBe(new URL('/login', baseURL).href);

  await signIn(context, baseURL!, token);
  for (const path of ['/admin', '/admin/products/add']) {
    await page.goto(path);
    const field = page.locator('form input').first();
    await field.fill('Typed before the script');
    await field.press('Enter');
    await page.waitForTimeout(500);
    expect(page.url(), path).toBe(new URL(path, baseURL).href);
    await expect(page.locator('form button[type="submit"]').first()).toBeDisabled();
  }
  await context.close();
});

test('once the page runs, the form can be sent', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});
