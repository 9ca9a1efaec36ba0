// @vitest-environment jsdom
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import GlobalError from '@/app/global-error';

// Offline, the texts' module cannot be fetched either.
vi.mock('@/lib/i18n/error-texts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('global error page without its texts', () => {
  it('keeps the visitor’s language and links home under the site’s address', async () => {
    document.cookie = 'NEXT_LOCALE=de';
    const { prelude } = await prerender(<GlobalError />);
    const page = await new Response(prelude).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(`<a href="/">${location.host}</a>`);
    expect(page).not.toContain('<h1>');
  });
});
