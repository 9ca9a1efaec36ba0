import { expect, signIn, test } from './api';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder writes a news post and orders the FAQ from a phone;
// visitors read both. Every new screen is held to axe and to the HTML checker.

const en = MESSAGES.en;
const hu = MESSAGES.hu;
const unique = () => Date.now().toString(36);

test('the breeder at 390 px writes a post and reorders the FAQ; a Hungarian visitor reads both', async ({
  page,
  context,
  browser,
  baseURL,
  token,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  const id = unique();

  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.AdminNews.title);
  await expect(page.getByRole('link', { name: en.AdminNews.nav, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoViolations(page, 'admin news at 390 px');
  await page.getByRole('link', { name: en.AdminNews.add }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.AdminNews.addTitle);

  // A Hungarian text without its title is refused beside the field; nothing typed is lost.
  const english = page.getByRole('group', {
    name: en.AdminNews.languageLegend.replace('{language}', 'English'),
  });
  const hungarian = page.getByRole('group', {
    name: en.AdminNews.languageLegend.replace('{language}', 'Magyar'),
  });
  await english.getByLabel(en.AdminNews.postTitle).fill(`Spring puppies ${id}`);
  await english.getByRole('button', { name: new RegExp(en.RichTextEditor.edit) }).click();
  const text = english.getByRole('textbox', { name: en.AdminNews.text });
  await text.click();
  await page.keyboard.type('Three healthy puppies were born today.');
  await hungarian.getByRole('button', { name: new RegExp(en.RichTextEditor.edit) }).click();
  await hungarian.getByRole('textbox', { name: en.AdminNews.text }).click();
  await page.keyboard.type('Ma három egészséges kölyök született.');
  await page.getByRole('button', { name: en.AdminNews.save }).click();
  await expect(hungarian.getByText(en.apiErrors.required)).toBeVisible();
  await expect(english.getByLabel(en.AdminNews.postTitle)).toHaveValue(`Spring puppies ${id}`);
  await hungarian.getByLabel(en.AdminNews.postTitle).fill(`Tavaszi kölykök ${id}`);
  await page.getByRole('button', { name: en.AdminNews.save }).click();
  await expect(page).toHaveURL(/\/admin\/news\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Spring puppies ${id}`);
  await expect(page.getByRole('heading', { name: en.AdminNews.photosTitle })).toBeVisible();
  await expectNoViolations(page, 'admin post editor at 390 px');

  // The FAQ: the last question moves up one place.
  await page.goto('/admin/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.AdminFaq.title);
  const items = page.getByRole('list', { name: en.AdminFaq.listLabel }).getByRole('heading');
  const before = await items.allTextContents();
  const last = before.at(-1)!;
  await page.getByRole('button', { name: en.AdminFaq.moveUp.replace('{question}', last) }).click();
  await expect(page.getByText(en.AdminFaq.reordered)).toBeVisible();
  await expect(items).toHaveText([...before.slice(0, -2), last, before.at(-2)!]);
  await page
    .getByRole('button', { name: en.AdminFaq.editLabel.replace('{question}', before[0]!) })
    .click();
  await expect(page.getByRole('button', { name: en.AdminFaq.save })).toBeVisible();
  await expectNoViolations(page, 'admin FAQ with a question open at 390 px');

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await setLocaleCookie(visitorContext, baseURL!, 'hu');
  const visitor = await visitorContext.newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(hu.News.title);
  await visitor.getByRole('link', { name: `Tavaszi kölykök ${id}` }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Tavaszi kölykök ${id}`);
  await expect(visitor.getByText('Ma három egészséges kölyök született.')).toBeVisible();
  await expectNoViolations(visitor, 'Hungarian post at 390 px');
  await visitor.goto('/news');
  await expectNoViolations(visitor, 'Hungarian /news at 390 px');
  await visitor.goto('/faq');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(hu.Faq.title);
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoViolations(visitor, 'Hungarian /faq at 390 px');
  await visitorContext.close();
});

test('the news, a post, the FAQ and their admin screens are valid HTML in every language', async ({
  playwright,
  baseURL,
  token,
  request,
}) => {
  test.slow();
  const created = await request.post('/api/admin/news', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: { en: `Checked post ${unique()}` },
      body: {
        en: '<h2>A heading</h2><p>Text with <a href="https://example.com">a link</a>.</p><ul><li>One</li></ul>',
      },
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: number; slug: string };

  const documents = new HtmlDocuments();
  for (const locale of LOCALES) {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}` },
    });
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}; session=${token}; signed_in=1` },
    });
    for (const [context, path] of [
      [visitor, '/news'],
      [visitor, `/news/${post.slug}`],
      [visitor, '/faq'],
      [admin, '/admin/news'],
      [admin, '/admin/news/add'],
      [admin, `/admin/news/edit/${post.id}`],
      [admin, '/admin/faq'],
    ] as const) {
      const response = await context.get(path);
      expect(response.status(), `${locale} ${path}`).toBe(200);
      documents.add(`${locale} ${path}`, await response.text());
    }
    await visitor.dispose();
    await admin.dispose();
  }
  const errors = await documents.errors();
  expect(errors.map(describeError)).toEqual([]);
});
