import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './api';
import { expectNoViolations, setLocaleCookie, translator, type Locale } from './support';

// The breeder's calendar on a phone: the home screen's "Coming up" shows a litter due within
// the fortnight (in the HTML the server sent), and the calendar screen makes the private feed's
// link to subscribe to.
const ZONE = 'Europe/Budapest';

const kennelDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the home screen shows a coming due date; the calendar screen makes a feed link and keeps typed schedules on a conflict, at 390 px', async ({
  page,
  context,
  baseURL,
  request,
  api,
  token,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const auth = { Authorization: `Bearer ${token}` };
  const mother = await api.createDog({
    name: `Mimi ${randomUUID().slice(0, 6)}`,
    kind: 'parent',
    gender: 'female',
    birthday: '2021-01-02',
  });
  // Mated 55 days ago: due in 8 days.
  const litter = await api.createLitter({
    motherId: mother.id,
    outsideSire: { name: 'Bruno', registration: 'FCI 123/20' },
    status: 'expected',
    matedAt: kennelDay(-55),
  });
  const account = await request.get('/api/auth/user', { headers: auth });
  const locale: Locale = (await account.json()).user.locale ?? 'en';
  await setLocaleCookie(context, baseURL!, locale);
  await signIn(context, baseURL!, token);
  const t = translator(locale);
  const title = t('BreederCalendar.events.dueTitle', {
    litter: t('BreederCalendar.events.litterPair', { mother: mother.name, father: 'Bruno' }),
  });

  // Rendered on the server: the due date is in the HTML itself.
  const html = await request.get('/admin', {
    headers: { cookie: `session=${token}; NEXT_LOCALE=${locale}` },
  });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain(`/admin/litters/edit/${litter.id}`);

  await page.goto('/admin');
  const comingUp = page.getByTestId('coming-up');
  await expect(
    comingUp.getByRole('heading', { name: t('BreederCalendar.comingUp') }),
  ).toBeVisible();
  const due = comingUp.getByRole('link', { name: title });
  await expect(due).toBeVisible();
  await expect(due).toHaveAttribute('href', `/admin/litters/edit/${litter.id}`);

  await comingUp.getByRole('link', { name: t('BreederCalendar.openCalendar') }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('BreederCalendar.title') }),
  ).toBeVisible();

  // A key made before (another run's) is replaced only after the breeder confirms.
  const feed = page.getByTestId('feed');
  const remake = feed.getByRole('button', { name: t('BreederCalendar.remakeKey') });
  if (await remake.isVisible()) {
    await remake.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('BreederCalendar.remakeKey') })
      .click();
  } else {
    await feed.getByRole('button', { name: t('BreederCalendar.makeKey') }).click();
  }
  const https = page.getByTestId('feed-https');
  await expect(https).toHaveValue(/\/api\/admin\/calendar\.ics\?key=[\w-]{43}&lang=(en|hu|de)$/);
  const url = new URL(await https.inputValue());
  await expect(page.getByTestId('feed-webcal')).toHaveValue(
    `webcal:${url.href.slice(url.protocol.length)}`,
  );
  await expect(feed.getByRole('link', { name: t('BreederCalendar.subscribe') })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await expect(feed.getByRole('button', { name: t('BreederCalendar.remakeKey') })).toBeVisible();

  // The link opens the feed, with the litter's due date in it.
  const ics = await request.get(`${url.pathname}${url.search}`);
  expect(ics.status()).toBe(200);
  const text = await ics.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`DTSTART;VALUE=DATE:${kennelDay(8).replace(/-/g, '')}`);

  // Another window saves the schedules after this screen was drawn: the save here is refused,
  // what was typed stays beside theirs, and keeping it saves it over theirs.
  const settings = '/api/admin/calendar/settings';
  const stored = await (await request.get(settings, { headers: auth })).json();
  const theirs = stored.dewormingDays.join(', ') === '10, 20' ? [11, 22] : [10, 20];
  const other = await request.put(settings, {
    headers: auth,
    data: {
      dewormingDays: theirs,
      vaccinationDays: stored.vaccinationDays,
      version: stored.version,
    },
  });
  expect(other.status(), await other.text()).toBe(200);
  const schedules = page.getByTestId('schedules');
  const deworming = schedules.getByLabel(t('BreederCalendar.dewormingDays'));
  await deworming.fill('14, 21, 35');
  await schedules.getByRole('button', { name: t('BreederCalendar.saveSchedules') }).click();
  const conflict = page.getByTestId('edit-conflict');
  await expect(conflict.getByTestId('conflict-dewormingDays')).toContainText(theirs.join(', '));
  await expect(deworming).toHaveValue('14, 21, 35');
  await conflict.getByRole('button', { name: t('EditConflict.keepMine') }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByText(t('BreederCalendar.schedulesSaved'))).toBeVisible();
  expect((await (await request.get(settings, { headers: auth })).json()).dewormingDays).toEqual([
    14, 21, 35,
  ]);

  // Fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // From the top: scrolled to the schedules, an event link may sit under the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolations(page, 'calendar screen');
});
