import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { MESSAGES, setLocaleCookie, translator } from './support';

// Once the buyer has accepted a puppy they are no longer waiting in a line,
// and the breeder asks for, changes and records the deposit on the application's own screen.
const en = MESSAGES.en;
const t = translator('en');
test.use({ viewport: { width: 390, height: 844 } });

/** A German applicant, approved, offered a puppy and accepted it: reserved, no deposit yet. */
async function reservedBuyer(request: APIRequestContext, token: string, puppyId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Klaus ${randomUUID().slice(0, 4)}`;
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `klaus-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+49 89 1234 5678',
      country: 'DE',
      city: 'München',
      household: 'Zwei Erwachsene, eine Wohnung mit Balkon.',
      experience: 'Unser erster Hund.',
      litter: 'any',
      timing: 'Sommer',
      message: '',
      locale: 'de',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const { version } = await (
    await request.get(`/api/admin/applications/${id}`, { headers })
  ).json();
  const approved = await request.patch(`/api/admin/applications/${id}`, {
    headers,
    data: { decision: 'approve', version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const offered = await request.post('/api/admin/offers', {
    headers,
    data: { applicationId: id, dogId: puppyId, version: (await approved.json()).version },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const { offer, version: offeredVersion } = await offered.json();
  const link = await request.post(`/api/admin/applications/${id}/link?version=${offeredVersion}`, {
    headers,
  });
  expect(link.status(), await link.text()).toBe(200);
  const path = new URL(((await link.json()) as { link: string }).link).pathname;
  const accepted = await request.post(`/api${path}/offer`, {
    data: { offerId: offer.id, answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return { id, name };
}

test('the breeder asks for, changes and records a reserved buyer’s deposit on a phone', async ({
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  const puppy = await api.createDog({ name: `Bella ${randomUUID().slice(0, 4)}` });
  const buyer = await reservedBuyer(request, token, puppy.id);
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');

  // Reserved: nobody waits in the line any more, yet the screen holds the deposit.
  const answer = await page.goto(`/admin/applications/${buyer.id}`);
  expect(answer?.status()).toBe(200);
  const served = await answer!.text();
  expect(served).toContain(en.WaitingList.depositNone);
  expect(served).not.toContain('the deposit from the waiting list');
  const panel = page.getByRole('region', { name: en.WaitingList.deposit, exact: true });
  await expect(panel.getByTestId('deposit-summary')).toHaveText(en.WaitingList.depositNone);
  const save = panel.getByRole('button', { name: t('WaitingList.saveDeposit', buyer) });
  const saved = page.getByText(t('WaitingList.depositSaved', buyer));

  // Asked for: a wrong amount is refused beside its field, the due date kept.
  await panel.getByLabel(en.WaitingList.amount).fill('0');
  await panel.getByLabel(en.WaitingList.dueAt).fill('2026-12-20');
  await save.click();
  await expect(panel.getByText(en.apiErrors.invalidAmount)).toBeVisible();
  await expect(panel.getByLabel(en.WaitingList.dueAt)).toHaveValue('2026-12-20');
  await panel.getByLabel(en.WaitingList.amount).fill('400');
  await save.click();
  await expect(saved).toBeVisible();
  const summary = panel.getByTestId('deposit-summary');
  await expect(summary).toContainText(/^€400 due Dec 20, 2026 · ref\. BFB-[2-9A-Z]{5}$/);
  const reference = /BFB-[2-9A-Z]{5}/.exec((await summary.textContent()) ?? '')![0];

  // Changed: the same reference, the new sum.
  await panel.getByLabel(en.WaitingList.amount).fill('450');
  await save.click();
  await expect(summary).toHaveText(`€450 due Dec 20, 2026 · ref. ${reference}`);

  // Someone saves meanwhile (another tab): the stale save is refused, what was ticked is kept.
  const headers = { Authorization: `Bearer ${token}` };
  const current = await (
    await request.get(`/api/admin/applications/${buyer.id}`, { headers })
  ).json();
  const other = await request.post(
    `/api/admin/applications/${buyer.id}/link?version=${current.version}`,
    { headers },
  );
  expect(other.status(), await other.text()).toBe(200);
  await panel.getByLabel(en.WaitingList.received).check();
  await save.click();
  await expect(page.getByText(en.WaitingList.changed)).toBeVisible();
  await expect(panel.getByLabel(en.WaitingList.received)).toBeChecked();
  await expect(summary).toHaveText(`€450 due Dec 20, 2026 · ref. ${reference}`);

  // Received, saved again on the fresh version.
  await save.click();
  await expect(summary).toHaveText(`€450 received · ref. ${reference}`);
  const stored = await (
    await request.get(`/api/admin/applications/${buyer.id}`, { headers })
  ).json();
  expect(stored.status).toBe('reserved');
  await page.reload();
  await expect(summary).toHaveText(`€450 received · ref. ${reference}`);
  await expect(panel.getByLabel(en.WaitingList.received)).toBeChecked();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
