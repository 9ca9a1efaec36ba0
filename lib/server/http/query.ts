import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { parseWith } from './errors';

/** The URL's query as `schema` parses it: each of its fields read once, one left out undefined. */
export function parseQuery<S extends z.ZodObject>(request: NextRequest, schema: S): z.output<S> {
  const query = request.nextUrl.searchParams;
  return parseWith(
    schema,
    Object.fromEntries(
      Object.keys(schema.shape).map((name) => [name, query.get(name) ?? undefined]),
    ),
  );
}
