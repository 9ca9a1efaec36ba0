import type { z } from 'zod';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

/** The watermark on public photos: described by its route now (app/api/admin/watermark). */
export function watermarkPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  return {};
}
