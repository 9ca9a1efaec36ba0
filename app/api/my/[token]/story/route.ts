import { ApiError, forbidden } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { OWNER_FORM_UPLOAD, parseImageUpload, parseUpload } from '@/lib/server/images/multipart';
import { sendOwnerStory } from '@/features/stories/server/owner-stories';
import { keepStoryDraft, storyRefusalQuery } from '@/features/stories/server/owner-story-form';
import { z } from '@/lib/validation/zod';

/** Reads what is left of a refused body (a little), so the answer does not cut the upload off. */
async function drain(request: Request, limit = 5 * 1024 * 1024) {
  if (!request.body || request.bodyUsed) return;
  try {
    let read = 0;
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      read += chunk.byteLength;
      if (read > limit) break;
    }
  } catch {
    // Already read or cut off: nothing to wait for.
  }
}

/** The text fields of a form refused before it was read; its files are skipped unread. */
async function readFields(request: Request, fields: Record<string, string>) {
  try {
    await parseUpload(request, { ...OWNER_FORM_UPLOAD, maxFiles: 0 }, fields);
  } catch {
    // What arrived before the body broke off is kept.
  }
}

const backTo = (token: string, query: string) => backToMyPage(token, query, '#owner-story');

/**
 * The page's form works without JavaScript: its refusals show beside the fields, with the typed
 * text kept on the application, and its photos may be as a phone took them (OWNER_FORM_UPLOAD);
 * a script shrinks them first. Only from this site's pages.
 */
export const POST = route(
  {
    access: 'public',
    params: { token: z.string().max(100) },
    doc: {
      summary:
        'A placed buyer sends up to 10 photos (`images`) and a story (`name`, `story` ≤ 1,500 ' +
        'characters, `consent` = `on`), by their private link: all photos are kept or none. ' +
        'With `Accept: application/json` 201 `{id, status}` (photos ≤ 512 KB each, 4.5 MB ' +
        'together); a form post (photos ≤ 10 MB together, shrunk on the server) is answered ' +
        'with 303 back to /my/{token}, every refusal included, the typed text kept there. ' +
        'At most 5 sends an hour per link.',
      multipart: true,
      responses: {
        201: 'Sent',
        303: 'A form post: back to /my/{token}?done=storySent or ?storyError=…',
        403: 'storyNotPlaced: only a buyer whose puppy went home',
        404: 'linkNotValid',
        409: 'storyPending: the previous one waits for the breeder',
        413: 'fileTooLarge, uploadTooLarge',
        415: 'unsupportedType',
        429: 'tooManyUploads (Retry-After)',
      },
    },
  },
  async ({ request, params }) => {
    const form = !(request.headers.get('accept') ?? '').includes('application/json');
    if (!isFromOwnSite(request, { form })) {
      await drain(request);
      if (form) return refusedFormPage(request);
      throw forbidden('invalidOrigin');
    }
    const fields: Record<string, string> = {};
    try {
      const story = await sendOwnerStory(params.token, () =>
        form ? parseUpload(request, OWNER_FORM_UPLOAD, fields) : parseImageUpload(request, fields),
      );
      if (form) return backTo(params.token, 'done=storySent');
      return json({ id: story.id, status: story.status }, { status: 201 });
    } catch (error) {
      // Refused before the body was read (throttled, not placed): its text is still kept.
      if (form && !request.bodyUsed) await readFields(request, fields);
      await drain(request);
      if (!form) throw error;
      if (!(error instanceof ApiError)) console.error(error);
      // An unknown or closed link has no page to go back to.
      if (error instanceof ApiError && error.status === 404) throw error;
      await keepStoryDraft(params.token, fields);
      return backTo(params.token, storyRefusalQuery(error));
    }
  },
);
