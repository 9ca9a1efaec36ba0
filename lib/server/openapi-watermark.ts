import type { z } from 'zod';
import { watermarkSettingsSchema } from '@/lib/validation/watermark';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

const SETTING =
  '`{enabled, corner, text, pending, version}`: `text` is the kennel’s name (the mark), ' +
  '`pending` the public photos not yet re-made with the current setting';

/** The watermark on public photos: the paths of the OpenAPI document. */
export function watermarkPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  return {
    '/admin/watermark': {
      get: operation('The watermark setting and the background job’s remaining photos', {
        auth: true,
        responses: { 200: { description: SETTING } },
      }),
      put: operation(
        'Switches the kennel’s name on public photos on or off and picks its corner ' +
          '(`top-left`, `top-right`, `bottom-left`, `bottom-right`); existing public photos are ' +
          're-made in the background under new file keys. Private photos are never marked.',
        {
          auth: true,
          body: watermarkSettingsSchema,
          responses: { 200: { description: SETTING }, ...versioned({ description: SETTING }) },
        },
      ),
    },
  };
}
