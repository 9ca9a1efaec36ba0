import type { z } from 'zod';

/** The answers an OpenAPI operation documents, by status. */
export type Responses = Record<
  number,
  { description: string; schema?: unknown; headers?: unknown }
>;

/** How lib/server/openapi.ts describes one operation; each part's paths take it as an argument. */
export type Operation = (
  summary: string,
  options: {
    body?: z.ZodType;
    multipart?: boolean;
    auth?: boolean;
    responses: Responses;
    params?: string[];
  },
) => Record<string, unknown>;
