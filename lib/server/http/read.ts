import 'server-only';
import type { RouteDoc } from '@/lib/server/openapi/operation';
import type { Access } from './access';
import { json, route, type ParamSchemas, type RouteInput } from './route';

type ReadRoute<A extends Access, P extends ParamSchemas> = Omit<RouteDoc, 'body'> & {
  access: A;
  params: P;
};

/** A GET answered with what `read` returns, as JSON. */
export function readRoute<A extends Access, P extends ParamSchemas>(
  { access, params, ...doc }: ReadRoute<A, P>,
  read: (input: RouteInput<A, P, undefined>) => Promise<unknown>,
) {
  return route({ access, params, doc }, async (input) => json(await read(input)));
}
