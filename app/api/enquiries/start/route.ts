import { signStart } from '@/lib/server/enquiry-start';
import { json, route } from '@/lib/server/http/route';

// A new moment for every request: never built into a file.
export const dynamic = 'force-dynamic';

/** Fetched by the form's script when the visitor starts typing. */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'A signed start for the enquiry form: `{start}`, sent back with the enquiry',
      responses: { 200: 'The signed start' },
    },
  },
  () => json({ start: signStart() }),
);
