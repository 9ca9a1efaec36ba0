// @vitest-environment jsdom
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import { MESSAGES } from '../support/intl';

async function html(): Promise<string> {
  const { prelude } = await prerender(<GlobalError />);
  return new Response(prelude).text();
}

describe('global error page', () => {
  afterEach(() => {
    document.cookie = 'NEXT_LOCALE=; max-age=0';
  });

  it('loads the messages of the visitor’s stored language and shows them with a way home', async () => {
    document.cookie = 'NEXT_LOCALE=hu';
    const page = await html();
    expect(page).toContain('<html lang="hu">');
    expect(page).toContain(`<h1>${MESSAGES.hu.Errors.genericTitle}</h1>`);
    expect(page).toContain(`<p>${MESSAGES.hu.Errors.errorPageFailed}</p>`);
    expect(page).toContain(`<a href="/">${MESSAGES.hu.Common.backHome}</a>`);
  });

  it('falls back to the browser’s languages, then English', async () => {
    const page = await html();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<h1>${MESSAGES.en.Errors.genericTitle}</h1>`);
  });
});
