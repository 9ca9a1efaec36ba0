import { z } from 'zod';

// Zod compiles object parsers with `new Function` where it may, and probes for that first. The
// pages' Content-Security-Policy forbids eval (lib/security-headers.mjs): in the browser the
// probe would be refused and reported, so schemas there are interpreted. This module runs
// before any schema built from it.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
