import { signStart } from '@/lib/server/enquiry-start';
import { json, route } from '@/lib/server/http/route';

// A new moment for every request: never built into a file.
export const dynamic = 'force-dynamic';

/** A signed start for the enquiry form, fetched by its script when the visitor starts typing. */
export const GET = route({ access: 'public' }, () => json({ start: signStart() }));
