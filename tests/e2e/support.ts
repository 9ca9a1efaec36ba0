import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type enMessages from '../../messages/en.json';

export const LOCALES = ['en', 'hu', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

type Messages = typeof enMessages;
export const MESSAGES: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', `${l}.json`), 'utf8')),
  ]),
) as Record<Locale, Messages>;

/** Formats a message with its ICU arguments, as the site does: `t('Lightbox.counter', {…})`. */
export function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

const SITE_NAME = 'Budapest French Bulldogs';

/** The content pages and their expected translated `<title>`. */
export const PAGES = [
  { path: '/', title: (m: Messages) => `${SITE_NAME} – ${m.HomePage.metaTitle}` },
  { path: '/about', title: (m: Messages) => `${m.AboutPage.metaTitle} | ${SITE_NAME}` },
  { path: '/breed', title: (m: Messages) => `${m.BreedPage.metaTitle} | ${SITE_NAME}` },
  { path: '/transport', title: (m: Messages) => `${m.TransportPage.metaTitle} | ${SITE_NAME}` },
  { path: '/contact', title: (m: Messages) => `${m.ContactPage.metaTitle} | ${SITE_NAME}` },
  { path: '/privacy', title: (m: Messages) => `${m.PrivacyPage.metaTitle} | ${SITE_NAME}` },
  { path: '/legal-notice', title: (m: Messages) => `${m.LegalNotice.metaTitle} | ${SITE_NAME}` },
  { path: '/terms', title: (m: Messages) => `${m.TermsPage.metaTitle} | ${SITE_NAME}` },
  { path: '/gallery', title: (m: Messages) => `${m.GalleryPage.metaTitle} | ${SITE_NAME}` },
  { path: '/puppies', title: (m: Messages) => `${m.PuppiesPage.metaTitle} | ${SITE_NAME}` },
  {
    path: '/puppies/available-puppies',
    title: (m: Messages) => `${m.PuppiesPage.availableMetaTitle} | ${SITE_NAME}`,
  },
  {
    path: '/puppies/puppies-with-parents',
    title: (m: Messages) => `${m.PuppiesPage.placedMetaTitle} | ${SITE_NAME}`,
  },
  { path: '/our-dogs', title: (m: Messages) => `${m.OurDogsPage.metaTitle} | ${SITE_NAME}` },
  { path: '/apply', title: (m: Messages) => `${m.Apply.metaTitle} | ${SITE_NAME}` },
] as const;

/** Opens the add-a-dog form and saves it empty, so every required field shows its error. */
export async function showDogFormErrors(page: Page, m: Messages) {
  await page.goto('/admin/products/add');
  await page.getByRole('button', { name: m.DogForm.saveBack }).click();
  await expect(page.getByRole('textbox', { name: m.DogForm.name })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Focusing the field may scroll the page, and the header slides away or back: scan the screen
  // at rest, not while the header passes over the admin navigation.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

export async function setLocaleCookie(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
}

export async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
}

/**
 * Sends an alert through the public event contract any component uses, and answers the banner.
 * The server HTML shows before the banner's script listens, so it is raised until it appears.
 */
export async function raiseAlert(page: Page, type: string, messages: string[]) {
  const banner = page.getByTestId('alert-banner');
  await expect(async () => {
    await page.evaluate(
      ([t, m]) =>
        window.dispatchEvent(new CustomEvent('show-message', { detail: { type: t, messages: m } })),
      [type, messages] as const,
    );
    await expect(banner).toBeVisible({ timeout: 500 });
  }).toPass();
  return banner;
}

/**
 * Runs axe (WCAG 2.2 AA and best practices) on the page as it is now, once finite animations have
 * ended: a dialog or toast still fading in would be measured in its half-transparent colours.
 * Legacy mode runs axe in the page itself instead of opening a blank page per scan to merge the
 * frames' results (a third faster); it skips only cross-origin frames, which the site has none of
 * but the consented social timeline, not ours to fix.
 */
export async function expectNoViolations(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}
