import { routing } from '@/i18n/routing';
import { CALENDAR_SETTINGS, FEED_KEY } from '@/features/calendar/openapi';
import { newFeedKey, revokeFeedKey } from '@/features/calendar/server/settings';
import { json, route } from '@/lib/server/http/route';

export const POST = route(
  {
    access: 'admin',
    doc: {
      summary:
        'A new private key for the calendar feed; the old one stops working. Only its hash is ' +
        'kept: the answer is the one time it is shown. The address carries the admin’s language.',
      responses: { 200: FEED_KEY },
    },
  },
  async ({ user }) => json(await newFeedKey(user.locale ?? routing.defaultLocale)),
);

export const DELETE = route(
  {
    access: 'admin',
    doc: {
      summary: 'Revokes the calendar feed’s key: the feed answers nobody until a new one is made',
      responses: { 200: CALENDAR_SETTINGS },
    },
  },
  async () => json(await revokeFeedKey()),
);
