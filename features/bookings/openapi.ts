import type { z } from 'zod';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

// What the API description says of a booking (app/api/admin/bookings, /my/…/booking, /visits).

export const BOOKING =
  'The booking: `{id, slot: {id, startsAt, endsAt, kind}, kind, status, name, …}`';

export const TAKEN = 'slotTaken (with `free`, the slots still free), alreadyBooked';

/** Video calls and visits: all described by their routes now. */
export function bookingPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  return {};
}
