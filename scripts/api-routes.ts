import { writeFileSync } from 'node:fs';
import { apiRoutesSource, ROUTES_FILE } from './lib/api-routes';

// `npm run api:routes`: after adding or removing a route file under app/api.
writeFileSync(ROUTES_FILE, apiRoutesSource(process.cwd()));
console.log(`Wrote ${ROUTES_FILE}.`);
