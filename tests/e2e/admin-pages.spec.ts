import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

const en = MESSAGES.en;
const t = translator('en');
const PHONE = { width: 390, height: 844 };

async function openPage(context: BrowserContext, baseURL: string, token: string, key: string) {
  await setLocaleCookie(context, baseURL, 'en');
  await signIn(context, baseURL, token);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/pages/${key}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('AdminPages.editTitle', { page: t('AdminPages.page', { page: key }) }),
    }),
  ).toBeVisible();
  return page;
}

/** Opens the editor of a rich block (it loads when asked for) and waits for its text area. */
async function openEditor(page: Page, id: string) {
  await page.locator(`#${id}-edit`).click();
  const area = page.locator(`#${id}[contenteditable="true"]`);
  await expect(area).toBeFocused();
  return area;
}

/** The page's body as it is now, in a document of its own for the HTML checker. */
const bodyDocument = (page: Page) =>
  page.evaluate(
    () =>
      `<!DOCTYPE html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8">` +
      `<title>${document.title}</title></head><body>${document.body.innerHTML}</body></html>`,
  );

const language = (page: Page, name: string) =>
  page.getByRole('group', { name: en.AdminPages.languages }).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

// The specs after this one read the home page's texts: every block of it goes back to its
// default and is published, so visitors see today's site again.
test.afterAll(async ({ playwright, token }, workerInfo) => {
  const api = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  // Both workers run tests of this file (fullyParallel), so both may reset it at once: a save or
  // publish refused as stale (409) starts again from the version stored now.
  const reset = async (page: string) => {
    const view = (await (await api.get(`/api/admin/pages/${page}`)).json()) as {
      version: number;
      blocks: { name: string; default: unknown }[];
    };
    const content = Object.fromEntries(view.blocks.map((block) => [block.name, block.default]));
    const saved = await api.put(`/api/admin/pages/${page}`, {
      data: { version: view.version, content },
    });
    if (saved.status() === 409) return false;
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await api.post(`/api/admin/pages/${page}/publish`, {
      data: { version: ((await saved.json()) as { version: number }).version },
    });
    if (published.status() === 409) return false;
    expect(published.status(), await published.text()).toBe(200);
    return true;
  };
  for (const page of ['home'] as const) {
    await expect.poll(() => reset(page), { intervals: [100, 250, 500] }).toBe(true);
  }
  await api.dispose();
});

test('the breeder edits the Hungarian hero on a phone, previews, publishes; a visitor sees it', async ({
  browser,
  baseURL,
  token,
  playwright,
}) => {
  test.slow(); // the editor's script loads on first use, and a visitor follows
  const context = await browser.newContext();
  const documents = new HtmlDocuments();

  // The list: the six pages and their state, rendered with their data.
  await setLocaleCookie(context, baseURL!, 'en');
  await signIn(context, baseURL!, token);
  const list = await context.newPage();
  await list.setViewportSize(PHONE);
  const listed = await list.goto('/admin/pages');
  expect(await listed!.text()).toContain(t('AdminPages.page', { page: 'privacy' }));
  expect(await listed!.text()).toContain(t('AdminPages.page', { page: 'terms' }));
  await expect(list.locator('.page-list > li')).toHaveCount(7);
  await expect(
    list.getByRole('navigation', { name: en.AdminNav.label }).getByRole('link', {
      name: en.AdminNav.pages,
      exact: true,
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(list, '/admin/pages');
  documents.add('/admin/pages', await listed!.text());
  await list.getByRole('link', { name: t('AdminPages.page', { page: 'home' }) }).click();

  const page = list;
  await expect(page).toHaveURL(/\/admin\/pages\/home$/);
  await language(page, 'Magyar').click();
  await expect(language(page, 'Magyar')).toHaveAttribute('aria-pressed', 'true');
  const stamp = Date.now().toString(36);
  const title = `Francia bulldog kölykök szeretettel ${stamp}`;
  await page.locator('#block-heroTitle-hu').fill(title);
  await expect(page.locator('#block-heroTitle-hu-counter')).toContainText(
    t('AdminPages.counter', { count: title.length, max: 120 }),
  );

  // The hero's text in the rich-text editor: a heading-free paragraph with a bold word and a link.
  const area = await openEditor(page, 'block-heroText-hu');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Egészséges, ');
  await page.getByRole('button', { name: en.RichTextEditor.bold }).click();
  await expect(page.getByRole('button', { name: en.RichTextEditor.bold })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('vidám');
  await page.getByRole('button', { name: en.RichTextEditor.bold }).click();
  await page.keyboard.type(` kölykök ${stamp}.`);
  await expect(area.locator('strong')).toHaveText('vidám');
  const text = `Egészséges, vidám kölykök ${stamp}.`;
  await expect(page.locator('#block-heroText-hu-counter')).toContainText(
    t('RichTextEditor.counter', { count: text.length, max: 600 }),
  );
  // A link may only lead to a website, an e-mail address or a phone number.
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: en.RichTextEditor.link }).click();
  const address = page.getByRole('textbox', { name: en.RichTextEditor.linkAddress });
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: en.RichTextEditor.linkSave }).click();
  await expect(page.getByText(en.RichTextEditor.linkInvalid)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: en.RichTextEditor.linkCancel }).click();
  await expect(area.locator('a')).toHaveCount(0);
  await expect(page.getByText(en.AdminPages.stateUnsaved)).toBeVisible();

  // From the top: scrolled part-way, the sticky header half covers whichever field is under it,
  // and axe counts that field as a touch target too small (target-size), by where it stopped.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolations(page, '/admin/pages/home with the editor');
  // The live DOM with the editor open (its body: chunks the editor loaded push the head's
  // charset past where the checker wants it).
  documents.add('/admin/pages/home with the editor', await bodyDocument(page));

  // The preview saves the draft and shows the page as Hungarian visitors will see it.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: en.AdminPages.preview }).click(),
  ]);
  await preview.waitForURL(/\/admin\/pages\/home\/preview\?locale=hu$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByText(text)).toBeVisible();
  await preview.close();
  await expect(page.getByText(en.AdminPages.stateChanged)).toBeVisible();

  // Not live before the publish…
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: 'NEXT_LOCALE=hu' },
  });
  expect(await (await visitor.get('/')).text()).not.toContain(stamp);

  await page.getByRole('button', { name: en.AdminPages.publish }).click();
  await expect(page.getByText(en.AdminPages.published)).toBeVisible();
  await expect(page.getByText(en.AdminPages.stateLive)).toBeVisible();

  // …and live after it, for a Hungarian visitor, in the page's HTML.
  await expect.poll(async () => (await (await visitor.get('/')).text()).includes(title)).toBe(true);
  const home = await context.browser()!.newContext({ locale: 'hu-HU' });
  await setLocaleCookie(home, baseURL!, 'hu');
  const visitorPage = await home.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitorPage.locator('strong', { hasText: 'vidám' })).toBeVisible();
  // An English visitor still sees the English hero.
  const english = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: 'NEXT_LOCALE=en' },
  });
  expect(await (await english.get('/')).text()).not.toContain(stamp);

  expect((await documents.errors()).map(describeError)).toEqual([]);
  await Promise.all([visitor.dispose(), english.dispose(), home.close(), context.close()]);
});

test('a paste from a word processor keeps headings, lists, bold and links, and loses styles', async ({
  browser,
  baseURL,
  token,
  request,
}) => {
  const context = await browser.newContext();
  const page = await openPage(context, baseURL!, token, 'breed');
  const area = await openEditor(page, 'block-careText-en');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await area.evaluate((element) => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>
      <h1 style="color:#2F5496;font-family:'Calibri Light'">Daily care</h1>
      <p class="MsoNormal" style="font-size:14pt;color:red;background:yellow">Brush <b>every day</b>, <i>gently</i>. <a href="https://example.com/care">More</a> <a href="javascript:alert(1)">here</a><o:p></o:p></p>
      <p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·<span style="font:7.0pt 'Times New Roman'">&nbsp;</span></span><![endif]>Ears</p>
      <p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·<span>&nbsp;</span></span><![endif]>Skin folds</p>
      <img src="https://tracker.example/pixel.png" onerror="alert(1)"></body></html>`;
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Daily care');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(area.locator('h2')).toHaveText('Daily care');
  await expect(area.locator('ul > li')).toHaveText(['Ears', 'Skin folds']);
  await expect(area.locator('strong')).toHaveText('every day');
  await expect(area.locator('em')).toHaveText('gently');
  await expect(area.locator('a')).toHaveAttribute('href', 'https://example.com/care');
  await expect(area.locator('a')).toHaveCount(1);
  await expect(area.locator('[style], [class*="Mso"], img, o\\:p')).toHaveCount(0);
  await expect(area).not.toContainText('·');

  await page.getByRole('button', { name: en.AdminPages.save }).click();
  await expect(page.getByText(en.AdminPages.saved)).toBeVisible();
  const stored = await request.get('/api/admin/pages/breed', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const view = (await stored.json()) as { blocks: { name: string; draft: { en: unknown } }[] };
  const care = view.blocks.find((block) => block.name === 'careText')!.draft.en;
  expect(care).toMatchObject({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 } },
      { type: 'paragraph' },
      { type: 'bulletList', content: [{ type: 'listItem' }, { type: 'listItem' }] },
    ],
  });
  expect(JSON.stringify(care)).not.toMatch(/style|color|javascript|tracker|Mso/);
  await context.close();
});

test('a stale save in a second tab shows the conflict and keeps what was typed', async ({
  browser,
  baseURL,
  token,
  request,
}) => {
  test.slow(); // two tabs of the editor
  const context = await browser.newContext();
  const first = await openPage(context, baseURL!, token, 'about');
  const second = await context.newPage();
  await second.setViewportSize(PHONE);
  await second.goto('/admin/pages/about');
  await expect(second.locator('#block-title-en')).toBeVisible();

  await first.locator('#block-title-en').fill('About the kennel (first tab)');
  await first.getByRole('button', { name: en.AdminPages.save }).click();
  await expect(first.getByText(en.AdminPages.saved)).toBeVisible();

  await second.locator('#block-title-en').fill('About us (second tab)');
  await language(second, 'Deutsch').click();
  await second.locator('#block-title-de').fill('Über uns (zweiter Tab)');
  await second.getByRole('button', { name: en.AdminPages.save }).click();

  const conflict = second.getByTestId('edit-conflict');
  await expect(conflict.getByRole('heading', { name: en.EditConflict.title })).toBeVisible();
  await expect(conflict).toBeFocused();
  const clash = conflict.getByTestId('conflict-title.en');
  await expect(clash).toContainText('About the kennel (first tab)');
  await expect(clash).toContainText('About us (second tab)');
  // The first tab changed the English title only: no other block or language is named, though
  // the database gave its rich texts back with their keys in another order.
  await expect(conflict.locator('[data-testid^="conflict-"]')).toHaveCount(1);
  await expect(conflict).not.toContainText(en.EditConflict.adopted.split('{')[0]!);
  // Everything typed here is still in the form, and kept in the browser: a reload asks again.
  await expect(second.locator('#block-title-de')).toHaveValue('Über uns (zweiter Tab)');
  await second.reload();
  await expect(conflict.getByTestId('conflict-title.en')).toContainText('About us (second tab)');
  await language(second, 'Deutsch').click();
  await expect(second.locator('#block-title-de')).toHaveValue('Über uns (zweiter Tab)');
  await language(second, 'English').click();
  await expect(second.locator('#block-title-en')).toHaveValue('About us (second tab)');

  // The breeder keeps theirs, knowingly: saved over the first tab's version.
  await conflict.getByRole('button', { name: en.EditConflict.keepMine }).click();
  await expect(second.getByText(en.AdminPages.saved)).toBeVisible();
  await expect(conflict).toHaveCount(0);
  const view = (await (
    await request.get('/api/admin/pages/about', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { blocks: { name: string; draft: Record<string, string> }[] };
  const stored = view.blocks.find((block) => block.name === 'title')!.draft;
  expect(stored).toMatchObject({ en: 'About us (second tab)', de: 'Über uns (zweiter Tab)' });
  await context.close();
});

test('the preview of every page passes axe and the Nu checker, in every language', async ({
  browser,
  baseURL,
  token,
}) => {
  test.slow();
  const context = await browser.newContext();
  await signIn(context, baseURL!, token);
  const page = await context.newPage();
  const documents = new HtmlDocuments();
  for (const name of ['home', 'about', 'privacy'] as const) {
    for (const locale of ['en', 'hu', 'de'] as const) {
      const path = `/admin/pages/${name}/preview?locale=${locale}`;
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      const html = await response!.text();
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (name === 'home') await expectNoViolations(page, path);
      documents.add(path, html);
    }
  }
  expect((await documents.errors()).map(describeError)).toEqual([]);
  await context.close();
});
