import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { MESSAGES } from './support';

// Selling on the breeder's phone (390 px): the application questions reordered, and a
// decision or a reorder based on a screen another tab has overtaken (409), nothing typed lost.
const en = MESSAGES.en;
const PHONE = { width: 390, height: 844 };
const QUESTIONS = '/api/admin/application-questions';

interface Question {
  id: number;
  label: { en: string };
}

test('questions move up and down, and a stale order is refused with the list as it is now', async ({
  page,
  context,
  baseURL,
  token,
  request,
}) => {
  const auth = { Authorization: `Bearer ${token}` };
  const tag = randomUUID().slice(0, 6);
  const labels = [`Garden ${tag}`, `Stairs ${tag}`];
  for (const label of labels) {
    const created = await request.post(QUESTIONS, {
      headers: auth,
      data: { kind: 'yesno', label: { en: label, hu: `${label} hu`, de: `${label} de` } },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const order = async () =>
    ((await (await request.get(QUESTIONS, { headers: auth })).json()) as Question[]).map(
      (q) => q.label.en,
    );
  const ours = (all: string[]) => all.filter((label) => label.endsWith(tag));
  expect(ours(await order())).toEqual(labels);

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/applications/questions');
  const items = page.locator('ol > li .fw-semibold');
  const shown = async () => ours(await items.allTextContents());
  await expect.poll(shown).toEqual(labels);

  const t = (key: 'moveUp' | 'moveDown', label: string) =>
    en.ApplicationAdmin[key].replace('{label}', label);
  await page.getByRole('button', { name: t('moveUp', labels[1]!) }).click();
  await expect.poll(shown).toEqual([labels[1], labels[0]]);
  await expect.poll(async () => ours(await order())).toEqual([labels[1], labels[0]]);

  // Another tab puts them back; this screen still shows the order it saved.
  const all = (await (await request.get(QUESTIONS, { headers: auth })).json()) as Question[];
  const swapped = all.map((q) => q.id);
  const [a, b] = [labels[0], labels[1]].map((l) => all.findIndex((q) => q.label.en === l));
  [swapped[a!], swapped[b!]] = [swapped[b!]!, swapped[a!]!];
  const put = await request.put(`${QUESTIONS}/order`, {
    headers: auth,
    data: { ids: swapped, version: all.map((q) => q.id).join(',') },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.getByRole('button', { name: t('moveDown', labels[1]!) }).click();
  await expect(page.getByText(en.ApplicationAdmin.questionChanged)).toBeVisible();
  // The list now shows the other tab's order, and the refused move changed nothing.
  await expect.poll(shown).toEqual(labels);
  expect(ours(await order())).toEqual(labels);
});

async function newApplication(request: APIRequestContext, name: string) {
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+49 30 1234567',
      country: 'DE',
      city: 'Berlin',
      household: 'Two adults, a flat with a lift.',
      experience: 'First dog.',
      preferredSex: 'any',
      preferredColor: 'any',
      litter: 'any',
      timing: 'Summer',
      message: '',
      locale: 'de',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

test('a decision on a screen another tab has overtaken is refused and keeps the message', async ({
  page,
  context,
  baseURL,
  token,
  request,
}) => {
  const auth = { Authorization: `Bearer ${token}` };
  const name = `Stale${randomUUID().slice(0, 4)}`;
  const id = await newApplication(request, name);

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/applications/${id}`);
  const message = page.locator('#decision-message');
  // The default message is in the applicant's language (German).
  await expect(message).toHaveValue(/\S/);
  const typed = `Liebe Familie ${name}, wir freuen uns auf Sie!`;
  await message.fill(typed);

  // Another tab sends the applicant a new private link: the application's version moves on.
  const read = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  const link = await request.post(
    `/api/admin/applications/${id}/link?version=${(await read.json()).version}`,
    { headers: auth },
  );
  expect(link.status(), await link.text()).toBe(200);

  await page.getByRole('button', { name: en.ApplicationAdmin.sendApprove }).click();
  await expect(page.getByText(en.ApplicationAdmin.changed)).toBeVisible();
  await expect(message).toHaveValue(typed);
  const unchanged = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  expect((await unchanged.json()).status).toBe('new');

  // Sent again, now on the current version: approved, with the breeder's own words.
  await page.getByRole('button', { name: en.ApplicationAdmin.sendApprove }).click();
  await expect(page.getByText(en.ApplicationAdmin.approved.replace('{name}', name))).toBeVisible();
  const approved = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  expect((await approved.json()).status).toBe('waiting');
});
