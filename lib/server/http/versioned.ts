import 'server-only';
import type { z } from 'zod';
import { VERSION_QUERY, type RouteDoc } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { parseQuery } from './query';
import { json, noContent, route, type ParamSchemas, type RouteInput } from './route';

// The admin's writes based on the version the screen read (see writeVersion): a record changed
// since is answered 409 with it as stored, and the API description says so (`versioned`).

/** The path of one record: `…/{id}`. */
const BY_ID = { id: idSchema };

/** A JSON body that carries the version the write is based on. */
type VersionedBody = z.ZodType<{ version?: unknown }>;

type Version<B extends VersionedBody> = z.output<B>['version'];

type VersionedWrite<P extends ParamSchemas, B extends VersionedBody> = Omit<RouteDoc, 'body'> & {
  /** The record's path segments: `{ id }` unless given (`{}` for a list's order). */
  params?: P;
  body: B;
  /** 201 where the write makes a new record. */
  status?: number;
};

/** A write with the body's `version`, answered with what `write` returns. */
export function versionedWrite<B extends VersionedBody, P extends ParamSchemas = typeof BY_ID>(
  { params, body, status, ...doc }: VersionedWrite<P, B>,
  write: (input: RouteInput<'admin', P, B>, version: Version<B>) => Promise<unknown>,
) {
  return route(
    { access: 'admin', params: params ?? (BY_ID as ParamSchemas as P), body, doc },
    async (input) => {
      const { version } = input.body as z.output<VersionedBody>;
      const answer = await write(input, writeVersion(input.request, version) as Version<B>);
      return json(answer, status ? { status } : {});
    },
  );
}

/** How a delete's `?version=N` is parsed. */
type VersionQuery = z.ZodObject<{ version: z.ZodType }>;

type VersionedDelete<Q extends VersionQuery> = Omit<RouteDoc, 'query' | 'responses'> & {
  versionQuery: Q;
  /** Answers besides 204. */
  responses?: RouteDoc['responses'];
};

/** The delete of the record at `…/{id}` as the screen read it (`?version=N`): 204. */
export function versionedDelete<Q extends VersionQuery>(
  { versionQuery, responses, ...doc }: VersionedDelete<Q>,
  remove: (id: number, version: z.output<Q>['version']) => Promise<unknown>,
) {
  return route(
    {
      access: 'admin',
      params: BY_ID,
      doc: { ...doc, query: VERSION_QUERY, responses: { 204: 'Deleted', ...responses } },
    },
    async ({ request, params }) => {
      const { version } = parseQuery(request, versionQuery);
      await remove(params.id, writeVersion(request, version));
      return noContent();
    },
  );
}
