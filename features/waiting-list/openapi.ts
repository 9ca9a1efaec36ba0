import type { z } from 'zod';
import {
  depositSchema,
  moveSchema,
  offerAnswerSchema,
  offerSchema,
} from '@/features/waiting-list/schema';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

const ENTRY = 'The entry: `{id, name, place, status, passes, deposit, offer, history, version, …}`';

/** The waiting list's paths of the OpenAPI document, built with its helpers. */
export function waitingListPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const byToken = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  const byId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const conflict = versioned({ description: ENTRY });
  const versionParameter = {
    name: 'version',
    in: 'query',
    required: false,
    description: 'The application’s version as read (required from a browser)',
    schema: { type: 'integer' },
  };
  return {
    '/admin/waiting-list': {
      get: {
        ...operation(
          'The lines in order (deposits first by their date, then approvals; the breeder’s moves ' +
            'override), each litter’s that is not closed and the general one; with the puppies ' +
            'that can be offered. Offers past their deadline lapse first.',
          {
            auth: true,
            responses: { 200: { description: '`{lines, puppies, defaultCurrency}`' } },
          },
        ),
        parameters: [
          {
            name: 'litter',
            in: 'query',
            required: false,
            description: 'One line: a litter’s id, or `general`',
            schema: { type: 'string' },
          },
        ],
      },
    },
    '/admin/applications/{id}/deposit': {
      patch: {
        ...operation(
          'Sets the deposit asked (amount in whole units, currency, due date): the buyer is ' +
            'mailed the bank details and their own payment reference (`BFB-XXXXX`). ' +
            '`received: true` records it (a receipt is mailed) and puts the entry among the paid.',
          {
            auth: true,
            body: depositSchema,
            responses: {
              200: { description: ENTRY },
              409: { description: 'notInLine' },
              ...conflict,
            },
          },
        ),
        parameters: [byId],
      },
    },
    '/admin/applications/{id}/move': {
      post: {
        ...operation('Moves an entry to `position` (1 = first) of its line', {
          auth: true,
          body: moveSchema,
          responses: { 200: { description: ENTRY }, ...conflict },
        }),
        parameters: [byId],
      },
    },
    '/admin/applications/{id}/link': {
      post: {
        ...operation(
          'A new private link for the buyer, mailed to them; the old one stops working. The ' +
            'answer carries it too (`link`), to pass on another way.',
          { auth: true, responses: { 200: { description: ENTRY }, ...conflict } },
        ),
        parameters: [byId, versionParameter],
      },
    },
    '/admin/offers': {
      post: operation(
        'Offers a puppy to an applicant waiting in a line, open for `hours` (default 72); the ' +
          'buyer is mailed. A pass or a lapsed deadline moves it on to the next in the line; ' +
          'every second pass sends the entry to the end.',
        {
          auth: true,
          body: offerSchema,
          responses: {
            201: { description: ENTRY },
            409: {
              description:
                'puppyAlreadyOffered (another offer of it won), alreadyOffered, puppyNotAvailable, ' +
                'notInLine, or editConflict',
            },
          },
        },
      ),
    },
    '/admin/offers/{id}': {
      delete: {
        ...operation('Withdraws an open offer (`?version=N`: the application’s); no pass counted', {
          auth: true,
          responses: {
            200: { description: ENTRY },
            409: { description: 'offerClosed' },
            ...conflict,
          },
        }),
        parameters: [byId, versionParameter],
      },
    },
    '/my/{token}/offer': {
      post: {
        ...operation(
          'The buyer accepts (the puppy is reserved) or passes, by their private link. The same ' +
            'fields urlencoded from the private page are answered with 303 back to it.',
          {
            body: offerAnswerSchema,
            responses: {
              204: { description: 'Answered' },
              303: { description: 'A form post: back to /my/{token}?done=… or ?error=…' },
              404: { description: 'linkNotValid, offerNotFound' },
              409: { description: 'offerClosed: answered or withdrawn' },
              410: { description: 'offerExpired: the deadline has passed' },
            },
          },
        ),
        parameters: [byToken],
      },
    },
    '/my/{token}/close': {
      post: {
        ...operation(
          'The private page’s withdraw and erase buttons without JavaScript: urlencoded ' +
            '`action=withdraw|erase`, answered with 303 back to the page',
          { responses: { 303: { description: 'Back to /my/{token}' } } },
        ),
        parameters: [byToken],
      },
    },
  };
}
