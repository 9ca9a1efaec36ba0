import { attachmentDisposition } from '@/lib/server/http/content-disposition';
import { fileAnswer } from '@/lib/server/http/file-answer';
import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { PRIVATE_FILE_HEADERS } from '@/lib/security-headers.mjs';
import { privateContentType, verifyPrivateLink } from '@/lib/server/private-links';
import { z } from '@/lib/validation/zod';

/** What a signed link may serve. */
const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'video/mp4'];

/**
 * A private file (a diary photo or video, a buyer's document, a signed contract) through a
 * short-lived signed link (lib/server/private-links.ts): kept by no shared cache, sent to no
 * other site; a video in byte ranges as it plays.
 */
export const GET = route(
  {
    access: 'public',
    params: { key: z.string() },
    doc: {
      summary: 'A private file (diary photo, document, contract) through a signed link',
      description:
        'Links are made by the pages that may show the file and expire (15 minutes unless set ' +
        'otherwise). Any change to the key, expiry, name or signature makes the link invalid.',
      query: {
        expires: { schema: { type: 'integer' }, required: true },
        name: {},
        signature: { required: true },
      },
      responses: {
        200: {
          description: 'The file (PDF, JPEG, PNG or WebP)',
          content: FILE_TYPES,
        },
        206: { description: 'The range asked for (`Content-Range`)', content: FILE_TYPES },
        416: { description: 'A range past the end', content: [] },
        404: 'A forged, altered or expired link, or no such file',
      },
    },
  },
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
