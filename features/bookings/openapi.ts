import type { z } from 'zod';
import {
  bookingSchema,
  bookingSettingsSchema,
  cancelBookingSchema,
  openSlotsSchema,
} from '@/features/bookings/schema';

type Responses = Record<number, { description: string; schema?: unknown; headers?: unknown }>;
type Operation = (
  summary: string,
  options: { body?: z.ZodType; auth?: boolean; responses: Responses; params?: string[] },
) => Record<string, unknown>;

const BOOKING = 'The booking: `{id, slot: {id, startsAt, endsAt, kind}, kind, status, name, …}`';
const TAKEN = 'slotTaken (with `free`, the slots still free), alreadyBooked';

/** Video calls and visits: the paths of the OpenAPI document. */
export function bookingPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const byToken = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
  const byId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  return {
    '/admin/bookings': {
      get: {
        ...operation(
          'One day’s slots, each with its live booking, and the day’s cancelled bookings ' +
            '(`?day=YYYY-MM-DD` in the kennel’s zone, KENNEL_TIME_ZONE; today by default)',
          { auth: true, responses: { 200: { description: 'The day' } } },
        ),
        parameters: [
          { name: 'day', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        ],
      },
      post: operation(
        'Opens `count` slots of `minutes` back to back from `day` `time` (the kennel’s zone)',
        {
          auth: true,
          body: openSlotsSchema,
          responses: {
            201: { description: '`{slots}`' },
            422: { description: 'slotInPast, slotOverlaps, or a field' },
          },
        },
      ),
    },
    '/admin/bookings/slots/{id}': {
      delete: {
        ...operation('Removes a slot nobody has booked', {
          auth: true,
          responses: {
            204: { description: 'Removed' },
            404: { description: 'slotNotFound' },
            409: { description: 'slotBooked: cancel the booking first' },
          },
        }),
        parameters: [byId],
      },
    },
    '/admin/bookings/{id}/cancel': {
      post: {
        ...operation('Cancels a booking; the slot is free again and the booker is told', {
          auth: true,
          responses: {
            200: { description: BOOKING },
            404: { description: 'bookingNotFound' },
            409: { description: 'bookingClosed: cancelled already or begun' },
          },
        }),
        parameters: [byId],
      },
    },
    '/admin/bookings/settings': {
      put: operation('The meeting link for video calls (http or https; empty: none)', {
        auth: true,
        body: bookingSettingsSchema,
        responses: {
          200: { description: '`{meetingUrl, version}`' },
          ...versioned({ description: '`{meetingUrl, version}`' }),
        },
      }),
    },
    '/my/{token}/booking': {
      post: {
        ...operation(
          'The buyer books a slot by their private link; both sides are mailed an .ics ' +
            'invitation. The same fields urlencoded are answered with 303 back to the page.',
          {
            body: bookingSchema,
            responses: {
              201: { description: `{booking}: ${BOOKING}` },
              303: { description: 'A form post: back to /my/{token}?booked=1 or ?bookingError=…' },
              404: { description: 'linkNotValid' },
              409: { description: TAKEN },
              422: { description: 'kindNotOffered, chooseSlot, chooseKind' },
            },
          },
        ),
        parameters: [byToken],
      },
    },
    '/my/{token}/booking/cancel': {
      post: {
        ...operation('The buyer cancels their booking; the breeder is told', {
          body: cancelBookingSchema,
          responses: {
            200: { description: `{booking}: ${BOOKING}` },
            303: { description: 'A form post: back to the page' },
            404: { description: 'linkNotValid, bookingNotFound (another’s)' },
            409: { description: 'bookingClosed' },
          },
        }),
        parameters: [byToken],
      },
    },
    '/visits/{token}': {
      post: {
        ...operation(
          'A visitor books by the link in their enquiry’s acknowledgement; answered with the ' +
            'booking and its own link’s `token` (/my/visit/{token}). A form post: 303 there.',
          {
            body: bookingSchema,
            responses: {
              201: { description: `{booking, token}: ${BOOKING}` },
              303: { description: 'A form post: to the booking’s page, or back with the error' },
              404: { description: 'linkNotValid' },
              409: { description: TAKEN },
              422: { description: 'kindNotOffered, chooseSlot, chooseKind' },
            },
          },
        ),
        parameters: [byToken],
      },
    },
    '/visits/{token}/cancel': {
      post: {
        ...operation('A visitor cancels by their booking’s own link (no body)', {
          responses: {
            200: { description: `{booking}: ${BOOKING}` },
            303: { description: 'A form post: back to the page' },
            404: { description: 'linkNotValid' },
            409: { description: 'bookingClosed' },
          },
        }),
        parameters: [byToken],
      },
    },
  };
}
