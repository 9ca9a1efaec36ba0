import { z } from '@/lib/validation/zod';

/** The `{token}` segment of a private link (a buyer's page, a visit's): checked by the service. */
export const linkToken = z.string().max(100);
