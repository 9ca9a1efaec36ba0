import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { privateContentType, verifyPrivateLink } from '@/lib/server/private-links';
import { getStorage } from '@/lib/server/storage';
import { z } from '@/lib/validation/zod';

/**
 * A private file (a diary photo, a buyer's document, a signed contract) through a short-lived
 * signed link (lib/server/private-links.ts): kept by no shared cache, sent to no other site.
 */
export const GET = route(
  { access: 'public', params: { key: z.string() } },
  async ({ request, params: { key } }) => {
    const link = verifyPrivateLink(key, request.nextUrl.searchParams);
    const file = link ? await getStorage().open(link.key) : null;
    if (!link || !file) throw notFound('fileLinkExpired');
    const head = request.method === 'HEAD';
    if (head) await file.body.cancel();
    const name = link.name ? encodeURIComponent(link.name) : '';
    return new Response(head ? null : file.body, {
      headers: {
        'Content-Type': privateContentType(link.key),
        ...(file.size !== undefined && { 'Content-Length': String(file.size) }),
        'Cache-Control': `private, max-age=${link.remaining}`,
        ...(name && { 'Content-Disposition': `attachment; filename*=UTF-8''${name}` }),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
        // A PDF opened inline runs in the browser's viewer: no script of its own, no forms.
        'Content-Security-Policy':
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      },
    });
  },
);
