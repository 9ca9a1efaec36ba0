import { signIn } from './api';
import { expect, test } from './fresh-site';
import { MESSAGES } from './support';

// The breeder types the numbers as people do locally; the site keeps them in
// international form, so the links work from abroad. A site of its own: saved numbers would put
// the call buttons on every page the other tests use.

const en = MESSAGES.en;

test('the breeder types the numbers the local way, and the site keeps them in international form', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
  });
  expect(signup.status()).toBe(201);
  await signIn(context, baseURL!, (await signup.json()).token);
  await page.goto('/admin');
  const phone = page.getByLabel(en.InfoForm.phone, { exact: true });
  const phoneAt = page.getByLabel(en.InfoForm.phoneAt, { exact: true });
  const save = page.getByRole('button', { name: en.InfoForm.save });
  await phone.fill('06-30/123-4567');
  await phoneAt.fill('0660');
  await save.click();
  await expect(page.getByText(en.apiErrors.invalidPhoneAt)).toBeVisible();
  await expect(phoneAt).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneAt).toHaveValue('0660');

  await phoneAt.fill('0660 1234567');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: en.InfoForm.saved })).toBeVisible();
  await expect(phone).toHaveValue('+36 30 123 4567');
  await expect(phoneAt).toHaveValue('+43 660 1234567');

  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.locator('a[href="tel:+36301234567"]').first()).toBeVisible();
  await expect(main.locator('a[href="https://wa.me/36301234567"]').first()).toBeVisible();
  await expect(main.locator('a[href="tel:+436601234567"]').first()).toBeVisible();
});
