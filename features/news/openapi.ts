import { orderSchema } from '@/lib/validation/common';
import { faqCreateSchema, faqPatchSchema } from '@/features/faq/schema';
import { newsCreateSchema, newsPatchSchema } from '@/features/news/schema';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

const POST =
  'A post: `{id, slug, title: {en, hu, de}, body: {en, hu, de} (the editor’s JSON doc or ' +
  'null), publishAt, litterId, litter: {id, slug, mother} | null, images, version, …}`';
const FAQ =
  'The FAQ: `{entries: [{id, question: {en, hu, de}, answer: {en, hu, de}, version, ' +
  'updatedAt}], order}`; `order` is the ids in order, the version a reorder sends back';
const TEXTS =
  'Texts per language; a text is the editor’s JSON doc or HTML (sanitised: only links to ' +
  'http(s), mailto and tel, only the site’s own photos). A language left empty shows English.';
const versionQuery = {
  name: 'version',
  in: 'query',
  required: false,
  description: 'The version as read (required from a browser)',
  schema: { type: 'integer' },
};

/** The news and FAQ paths of the OpenAPI document, built with its helpers. */
export function newsPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const postConflict = versioned({ description: POST });
  const base = '/admin/news/{id}/images';
  return {
    '/news': {
      get: operation(
        'The posts shown now, newest first (one with a later publish date waits); ' +
          '`?limit=&cursor=` pages them (`Link` rel="next", `X-Next-Cursor`)',
        { responses: { 200: { description: `Posts: ${POST}` } } },
      ),
    },
    '/news/{slug}': {
      get: operation('A post shown now', {
        params: ['slug'],
        responses: { 200: { description: POST }, 404: { description: 'newsNotFound' } },
      }),
    },
    '/faq': {
      get: operation(
        'The questions and answers in the breeder’s order, each only in the languages it has ' +
          'its answer in (the others empty); one complete in no language is left out',
        {
          responses: { 200: { description: FAQ } },
        },
      ),
    },
    '/admin/news': {
      get: operation('Every post, those waiting for their publish date too, newest first', {
        auth: true,
        responses: { 200: { description: `Posts: ${POST}` } },
      }),
      post: operation(
        `Writes a post. ${TEXTS} \`slug\` (its address) is made from the title unless given; ` +
          '`publishAt` (ISO with offset) defaults to now, a later time waits; `litterId` makes ' +
          'it a litter announcement, shown on the litter’s page.',
        {
          auth: true,
          body: newsCreateSchema(),
          responses: { 201: { description: POST } },
        },
      ),
    },
    '/admin/news/{id}': {
      get: operation('A post', {
        auth: true,
        params: ['id'],
        responses: { 200: { description: POST }, 404: { description: 'newsNotFound' } },
      }),
      patch: operation(`Changes a post (its slug stays). ${TEXTS}`, {
        auth: true,
        params: ['id'],
        body: newsPatchSchema(),
        responses: { 200: { description: POST }, ...postConflict },
      }),
      delete: {
        ...operation('Deletes a post and its photos', {
          auth: true,
          params: ['id'],
          responses: { 204: { description: 'Deleted' }, ...postConflict },
        }),
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          versionQuery,
        ],
      },
    },
    [base]: {
      post: operation('Upload a post’s photos (JPEG, PNG, WebP; 512 KB a file, 10 a post)', {
        auth: true,
        multipart: true,
        params: ['id'],
        responses: {
          201: { description: '`{images, errors}`' },
          503: { description: 'Photo processing busy (Retry-After)' },
        },
      }),
    },
    [`${base}/order`]: {
      put: operation('Reorder a post’s photos (the first is its cover)', {
        auth: true,
        params: ['id'],
        body: orderSchema,
        responses: { 200: { description: 'Photos' }, ...versioned({ description: 'Photos' }) },
      }),
    },
    '/admin/faq': {
      get: operation('The questions and answers in order, with the order’s version', {
        auth: true,
        responses: { 200: { description: FAQ } },
      }),
      post: operation(`Adds a question at the end. ${TEXTS}`, {
        auth: true,
        body: faqCreateSchema(),
        responses: { 201: { description: 'The question' } },
      }),
    },
    '/admin/faq/order': {
      put: operation(
        'Puts the questions in a new order: `ids` every question once, `version` the order as ' +
          'read (409 with the FAQ as it is now once it changed)',
        {
          auth: true,
          body: orderSchema,
          responses: { 200: { description: FAQ }, ...versioned({ description: FAQ }) },
        },
      ),
    },
    '/admin/faq/{id}': {
      get: operation('A question', {
        auth: true,
        params: ['id'],
        responses: { 200: { description: 'The question' }, 404: { description: 'faqNotFound' } },
      }),
      patch: operation(`Changes a question. ${TEXTS}`, {
        auth: true,
        params: ['id'],
        body: faqPatchSchema(),
        responses: {
          200: { description: 'The question' },
          ...versioned({ description: 'The question' }),
        },
      }),
      delete: {
        ...operation('Deletes a question', {
          auth: true,
          params: ['id'],
          responses: { 204: { description: 'Deleted' }, ...versioned({ description: 'Question' }) },
        }),
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          versionQuery,
        ],
      },
    },
  };
}
