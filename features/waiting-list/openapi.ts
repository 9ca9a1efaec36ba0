import type { z } from 'zod';
import type { ParameterDoc } from '@/lib/server/openapi/operation';

// What the API description says of a waiting-list entry (app/api/admin/applications/{id}/…,
// app/api/admin/offers).

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

export const WAITING_LIST_ENTRY =
  'The entry: `{id, name, place, status, passes, deposit, offer, history, version, …}`';

/** `?version=N` of a write without a body: the application as the screen read it. */
export const APPLICATION_VERSION_QUERY: Record<string, ParameterDoc> = {
  version: {
    description: 'The application’s version as read (required from a browser)',
    schema: { type: 'integer' },
  },
};

/** The waiting list's paths of the OpenAPI document: their routes describe themselves now. */
export function waitingListPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  return {};
}
