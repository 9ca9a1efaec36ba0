import type { z } from 'zod';
import { orderSchema } from '@/lib/validation/common';
import {
  APPLICATION_GROUPS,
  applicationSchema,
  decisionSchema,
  PREFERRED_COLORS,
  PREFERRED_SEXES,
  questionPatchSchema,
  questionSchema,
} from '@/features/applications/schema';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

const query = (name: string, schema: Record<string, unknown>, description?: string) => ({
  name,
  in: 'query',
  required: false,
  ...(description ? { description } : {}),
  schema,
});

/** The applications' paths of the OpenAPI document, built with its helpers. */
export function applicationPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const byToken = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  return {
    '/applications': {
      post: operation(
        'Apply for a puppy. `litter` is an open litter’s id or slug, or "any"; `answers` the ' +
          'breeder’s questions by `q{id}` (a choice by its option’s index, yes/no as "yes" or ' +
          '"no"). `website` and `start` as for enquiries: a bot gets the same 201, nothing is ' +
          'stored or sent. The applicant is mailed their private link (/my/{token}), the breeder ' +
          'a notice. The same fields urlencoded from this site’s form (`consent=on`, `q{id}`) ' +
          'are answered with 303: to /apply#apply-sent, or back to the form with what was typed ' +
          'and each error (kept in encrypted cookies for an hour); from another site, 403.',
        {
          body: applicationSchema,
          responses: {
            201: {
              description:
                'Stored: `{id}`, and `resend` when the mail budget held the private link back ' +
                '(POST /link-mail/resend)',
            },
            303: { description: 'A form post: thanked, or back to the form' },
            403: { description: 'Posted from another site' },
            429: { description: 'Too many from this address or e-mail (Retry-After)' },
          },
        },
      ),
    },
    '/application-questions': {
      get: {
        ...operation('The breeder’s questions the form asks now, in one language', {
          responses: { 200: { description: 'Questions: id, field, kind, label, choices' } },
        }),
        parameters: [query('locale', { type: 'string', enum: ['en', 'hu', 'de'] })],
      },
    },
    '/admin/applications': {
      get: {
        ...operation(
          'Applications, newest first, a page at a time: `{items, total, page, limit}`',
          {
            auth: true,
            responses: { 200: { description: 'A page of applications' } },
          },
        ),
        parameters: [
          query('status', { type: 'string', enum: [...APPLICATION_GROUPS] }),
          query('litter', { type: 'string' }, 'A litter’s id, or "any" (no particular litter)'),
          query('sex', { type: 'string', enum: [...PREFERRED_SEXES] }),
          query('color', { type: 'string', enum: [...PREFERRED_COLORS] }),
          query('page', { type: 'integer', minimum: 1 }),
          query('limit', { type: 'integer', minimum: 1, maximum: 100 }),
        ],
      },
    },
    '/admin/applications/{id}': {
      get: operation('One application, with the default decision messages', {
        auth: true,
        params: ['id'],
        responses: { 200: { description: 'Application' }, 404: { description: 'Unknown' } },
      }),
      patch: operation(
        'Approve (status waiting) or decline (closed) an application; the message, or the ' +
          'translated default, is mailed to the applicant in their language',
        {
          auth: true,
          params: ['id'],
          body: decisionSchema,
          responses: {
            200: { description: 'Application' },
            404: { description: 'Unknown application' },
            ...versioned({ type: 'object' }),
          },
        },
      ),
    },
    '/admin/application-questions': {
      get: operation('The breeder’s questions, in order', {
        auth: true,
        responses: { 200: { description: 'Questions' } },
      }),
      post: operation('Add a question (text, choice or yes/no; a label per language)', {
        auth: true,
        body: questionSchema,
        responses: {
          201: { description: 'Question' },
          409: { description: 'tooManyQuestions' },
        },
      }),
    },
    '/admin/application-questions/{id}': {
      patch: operation('Change a question: its labels, options, required, asked or not', {
        auth: true,
        params: ['id'],
        body: questionPatchSchema,
        responses: { 200: { description: 'Question' }, ...versioned({ type: 'object' }) },
      }),
      delete: operation('Delete a question (`?version=N`); given answers keep its text', {
        auth: true,
        params: ['id'],
        responses: { 204: { description: 'Deleted' }, ...versioned({ type: 'object' }) },
      }),
    },
    '/admin/application-questions/order': {
      put: operation('Reorder the questions: every id once, `version` the order as seen', {
        auth: true,
        body: orderSchema,
        responses: { 200: { description: 'Questions' }, ...versioned({ type: 'array' }) },
      }),
    },
    '/my/{token}/withdraw': {
      post: {
        ...operation('The applicant withdraws their application, by their private link', {
          responses: {
            200: { description: '`{status: "withdrawn"}`' },
            404: { description: 'No application has this token' },
            409: { description: 'withdrawNotPossible: a puppy is reserved' },
          },
        }),
        parameters: [byToken],
      },
    },
    '/my/{token}': {
      delete: {
        ...operation('The applicant erases their application and its mail, by their private link', {
          responses: {
            204: { description: 'Erased' },
            404: { description: 'No application has this token' },
            409: { description: 'eraseNotPossible: a puppy is reserved or placed' },
          },
        }),
        parameters: [byToken],
      },
    },
  };
}
