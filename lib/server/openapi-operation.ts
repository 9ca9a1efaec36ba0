import type { z } from 'zod';

/** The answers an OpenAPI operation documents, by status. */
export type Responses = Record<
  number,
  { description: string; schema?: unknown; headers?: unknown }
>;

/** What an operation's description is made from. */
export interface OperationOptions {
  body?: z.ZodType;
  multipart?: boolean;
  auth?: boolean;
  responses: Responses;
  params?: string[];
}

/** How lib/server/openapi.ts describes one operation; each part's paths take it as an argument. */
export type Operation = (summary: string, options: OperationOptions) => Record<string, unknown>;
