import type { ParameterDoc } from '@/lib/server/openapi/operation';

// What the API description says of a waiting-list entry (app/api/admin/applications/{id}/…,
// app/api/admin/offers).

export const WAITING_LIST_ENTRY =
  'The entry: `{id, name, place, status, passes, deposit, offer, history, version, …}`';

/** `?version=N` of a write without a body: the application as the screen read it. */
export const APPLICATION_VERSION_QUERY: Record<string, ParameterDoc> = {
  version: {
    description: 'The application’s version as read (required from a browser)',
    schema: { type: 'integer' },
  },
};
