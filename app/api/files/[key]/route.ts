import { attachmentDisposition } from '@/lib/server/http/content-disposition';
import { fileAnswer } from '@/lib/server/http/file-answer';
import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { PRIVATE_FILE_HEADERS } from '@/lib/security-headers.mjs';
import { privateContentType, verifyPrivateLink } from '@/lib/server/private-links';
import { z } from '@/lib/validation/zod';

/**
 * A private file (a diary photo or video, a buyer's document, a signed contract) through a
 * short-lived signed link (lib/server/private-links.ts): kept by no shared cache, sent to no
 * other site; a video in byte ranges as it plays.
 */
export const GET = route(
  { access: 'public', params: { key: z.string() } },
  async ({ request, params: { key } }) => {
    const link = verifyPrivateLink(key, request.nextUrl.searchParams);
    const answer = link
      ? await fileAnswer(request, link.key, {
          'Content-Type': privateContentType(link.key),
          'Cache-Control': `private, max-age=${link.remaining}`,
          ...(link.name && { 'Content-Disposition': attachmentDisposition(link.name) }),
          'X-Content-Type-Options': 'nosniff',
          ...PRIVATE_FILE_HEADERS,
        })
      : null;
    if (!answer) throw notFound('fileLinkExpired');
    return answer;
  },
);
