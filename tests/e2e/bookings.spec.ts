import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatSlotRange } from '../../lib/calendar/format';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// A German buyer on a phone in New York books a video call from their private page;
// the times are the kennel's (Budapest) in the HTML and the phone's once the page runs. The
// breeder sees the booking at 390 px and opens more times.
const de = MESSAGES.de;
const en = MESSAGES.en;
const ZONE = 'Europe/Budapest';
const MEETING = 'https://meet.example/kennel-call';

/** An approved application in German, and its private link (from the breeder). */
async function germanBuyer(request: APIRequestContext, token: string, name: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+49 30 1234567',
      country: 'DE',
      city: 'Berlin',
      household: 'Zwei Erwachsene, ein Garten.',
      experience: 'Wir hatten zehn Jahre eine Französische Bulldogge.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Im Frühling',
      message: '',
      locale: 'de',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const read = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  const approved = await request.patch(`/api/admin/applications/${id}`, {
    headers: auth,
    data: { decision: 'approve', version: (await read.json()).version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const entry = (await approved.json()) as { version: number };
  const link = await request.post(`/api/admin/applications/${id}/link?version=${entry.version}`, {
    headers: auth,
  });
  expect(link.status(), await link.text()).toBe(200);
  return { id, name, path: new URL(((await link.json()) as { link: string }).link).pathname };
}

test('a German buyer books a video call at 375 px; the breeder sees it at 390 px', async ({
  browser,
  page,
  context,
  baseURL,
  request,
  token,
}) => {
  test.slow();
  const auth = { Authorization: `Bearer ${token}` };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + 4 * 86_400_000),
  );
  const saved = await request.put('/api/admin/bookings/settings', {
    headers: auth,
    data: { meetingUrl: MEETING },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const opened = await request.post('/api/admin/bookings', {
    headers: auth,
    data: { day, time: '16:00', minutes: 30, count: 2, kind: 'either' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const [first] = (await opened.json()).slots as { id: number; startsAt: string; endsAt: string }[];
  const buyer = await germanBuyer(request, token, `Greta${randomUUID().slice(0, 4)}`);
  const documents = new HtmlDocuments();

  // The buyer, on a phone set to New York.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    locale: 'de-DE',
    timezoneId: 'America/New_York',
  });
  await setLocaleCookie(phone, baseURL!, 'de');
  const buyerPage = await phone.newPage();
  const served = await buyerPage.goto(buyer.path);
  // The HTML names the kennel's zone and its times…
  const html = await served!.text();
  expect(html).toContain(translator('de')('Booking.zoneNote', { zone: ZONE }));
  expect(html).toContain(formatSlotRange('de', first!.startsAt, first!.endsAt, ZONE));
  const section = buyerPage.locator('#booking');
  await expect(section.getByRole('heading', { name: de.Booking.heading })).toBeVisible();
  // …the running page the phone's.
  const th = translator('de');
  await expect(
    section.getByText(th('Booking.zoneLocal', { zone: 'America/New_York' })),
  ).toBeVisible();
  const label = formatSlotRange('de', first!.startsAt, first!.endsAt, 'America/New_York');
  await expect(section.getByLabel(label)).toBeVisible();
  await expectNoViolations(buyerPage, 'private page, booking form');
  documents.add('private page, booking form', await buyerPage.content());

  await section.getByLabel(th('Booking.kind', { kind: 'video' }), { exact: true }).check();
  await section.getByLabel(label).check();
  await section.getByRole('button', { name: de.Booking.submit }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`${buyer.path}\\?booked=1#booking$`));
  await expect(buyerPage.getByText(de.Booking.booked)).toBeVisible();
  const booking = buyerPage.getByTestId('booking');
  await expect(booking).toContainText(th('Booking.kind', { kind: 'video' }));
  await expect(booking.getByRole('link', { name: MEETING })).toHaveAttribute('href', MEETING);
  await expect(booking.getByRole('button', { name: de.Booking.cancel })).toBeVisible();
  await expectNoViolations(buyerPage, 'private page, booked');
  documents.add('private page, booked', await buyerPage.content());
  await phone.close();

  // The breeder, on a phone, in English: the day's bookings in the first HTML.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  const t = translator('en');
  const admin = await page.goto(`/admin/bookings?day=${day}`);
  expect(admin?.status()).toBe(200);
  expect(await admin!.text()).toContain(buyer.name);
  const slot = page.getByTestId(`slot-${first!.id}`);
  await expect(slot).toContainText(t('AdminBookings.with', { kind: 'video', name: buyer.name }));
  await expect(page.getByRole('heading', { level: 1, name: en.AdminBookings.title })).toBeVisible();
  await expectNoViolations(page, 'admin bookings');
  documents.add('admin bookings', await page.content());

  // An overlapping time is refused beside its field; a later one opens.
  await page.getByLabel(en.AdminBookings.date).fill(day);
  await page.getByLabel(en.AdminBookings.time).fill('16:15');
  await page.getByRole('button', { name: en.AdminBookings.open }).click();
  await expect(page.getByText(en.apiErrors.slotOverlaps)).toBeVisible();
  await page.getByLabel(en.AdminBookings.time).fill('18:00');
  await page.getByRole('button', { name: en.AdminBookings.open }).click();
  await expect(page.getByText(t('AdminBookings.opened', { count: 1 }))).toBeVisible();
  await expect(
    page.getByTestId('day').getByText(en.AdminBookings.free, { exact: true }),
  ).toHaveCount(2);

  // The breeder cancels the call: the time is free again, on the screen and for the buyer.
  await slot.getByRole('button', { name: en.AdminBookings.cancel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    t('AdminBookings.cancelConfirm', { kind: 'video', name: buyer.name }),
  );
  await dialog.getByRole('button', { name: en.AdminBookings.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(slot.getByText(en.AdminBookings.free, { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('day').getByText(en.AdminBookings.free, { exact: true }),
  ).toHaveCount(3);
  const again = await request.get(buyer.path, { headers: { cookie: 'NEXT_LOCALE=de' } });
  expect(await again.text()).toContain(`value="${first!.id}"`);

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
