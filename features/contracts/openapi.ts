import type { z } from 'zod';
import { htmlToDoc } from '@/lib/rich-text/html';
import {
  contractCountersignSchema,
  contractSendSchema,
  contractSignSchema,
  contractTemplateSchema,
  contractTermsSchema,
  contractWithdrawalSchema,
} from '@/features/contracts/schema';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

const STATE =
  'The latest contract: `{applicationId, version, contract: {number, status, …} | null}`';

/** The contract's paths of the OpenAPI document, built with its helpers. */
export function contractPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const byToken = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  const byId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const byLocale = {
    name: 'locale',
    in: 'path',
    required: true,
    schema: { type: 'string', enum: ['en', 'hu', 'de'] },
  };
  const template =
    'The template: `{locale, doc, version, updatedAt}` (version 0: the built-in one)';
  return {
    '/admin/contract-templates/{locale}': {
      get: {
        ...operation('The contract template of one language', {
          auth: true,
          responses: { 200: { description: template } },
        }),
        parameters: [byLocale],
      },
      put: {
        ...operation(
          'Saves the template (the editor’s JSON, or HTML); `version` as read, 0 for the ' +
            'built-in one. Contracts already sent keep their text.',
          {
            auth: true,
            body: contractTemplateSchema(htmlToDoc),
            responses: { 200: { description: template }, ...versioned({ description: template }) },
          },
        ),
        parameters: [byLocale],
      },
    },
    '/admin/applications/{id}/contract': {
      get: {
        ...operation('The application’s latest contract, with a link to its signed PDF', {
          auth: true,
          responses: { 200: { description: STATE } },
        }),
        parameters: [byId],
      },
      post: {
        ...operation(
          'Fills the template of the buyer’s language (price and breeding rights as given, the ' +
            'rest from the puppy, its litter, the buyer and the deposit) and sends it to the ' +
            'buyer as a new version. `version`: the latest contract’s number as read (0: none); ' +
            'a signed one is superseded only with `supersede: true`.',
          {
            auth: true,
            body: contractSendSchema,
            responses: {
              201: { description: STATE },
              409: { description: 'contractSigned, contractNoPuppy, or editConflict' },
              422: { description: 'contractMissingValues: one error per placeholder' },
              ...versioned({ description: STATE }),
            },
          },
        ),
        parameters: [byId],
      },
    },
    '/admin/applications/{id}/contract/preview': {
      post: {
        ...operation('The contract as it would be sent, and the placeholders without a value', {
          auth: true,
          body: contractTermsSchema,
          responses: {
            200: { description: '`{doc, missing, locale}`' },
            409: { description: 'contractNoPuppy' },
          },
        }),
        parameters: [byId],
      },
    },
    '/my/{token}/contract/sign': {
      post: {
        ...operation(
          'The buyer signs the contract shown (by the SHA-256 of its text) with their typed name. ' +
            'The same fields urlencoded from the private page (`accept=on`) are answered with ' +
            '303 back to it.',
          {
            body: contractSignSchema,
            responses: {
              204: { description: 'Signed: the PDF is mailed to the buyer and the breeder' },
              303: {
                description: 'A form post: back to /my/{token}?contract=signed or ?contractError=…',
              },
              404: { description: 'linkNotValid, contractNotFound' },
              409: { description: 'contractAlreadySigned, or contractChanged: read the new text' },
            },
          },
        ),
        parameters: [byToken],
      },
    },
    '/my/{token}/contract/withdrawal': {
      post: {
        ...operation(
          'The withdrawal function (Directive 2011/83/EU Art. 11a): the buyer withdraws from the ' +
            'signed contract with this number, `confirm: true`. The same fields urlencoded from ' +
            'the private page (`confirm=on`) are answered with 303 back to it.',
          {
            body: contractWithdrawalSchema,
            responses: {
              200: {
                description:
                  '`{withdrawnAt, periodEndsAt, late, refundDueAt, deposit}`: recorded, and mailed ' +
                  'to the buyer and the breeder',
              },
              303: {
                description:
                  'A form post: back to /my/{token}?withdrawal=done or ?withdrawalError=…',
              },
              404: { description: 'linkNotValid, contractNotFound' },
              409: {
                description: 'contractNotSigned, contractAlreadyWithdrawn, or contractChanged',
              },
              429: { description: 'tooManyAttempts (Retry-After): 20 tries per address an hour' },
            },
          },
        ),
        parameters: [byToken],
      },
    },
    '/admin/applications/{id}/contract/countersign': {
      post: {
        ...operation(
          'The breeder countersigns the contract the buyer signed, in the seller’s legal name: ' +
            'a new PDF with both signatures is mailed to both. `version`: the contract’s number ' +
            'as the screen saw it.',
          {
            auth: true,
            body: contractCountersignSchema,
            responses: {
              200: { description: 'The application’s contract state, countersigned' },
              409: {
                description:
                  'contractNotSigned, contractAlreadyCountersigned, or a newer contract ' +
                  '(the state as it is now)',
              },
            },
          },
        ),
        parameters: [byId],
      },
    },
  };
}
