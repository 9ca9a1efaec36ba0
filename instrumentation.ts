// Runs once when the production server starts: offer the proxy an in-process dog lookup, open the
// database and apply pending migrations, so the first visitor does not wait for them. Never
// during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.API_URL) {
    // This server owns the data: the proxy routes `/{id}` from the database, not over HTTP.
    const { provideDogLookup } = await import('./lib/dog-route');
    provideDogLookup(async (id) => {
      const { findPublicDogSlug } = await import('./lib/server/dogs');
      const slug = await findPublicDogSlug(id);
      return slug === null ? null : { slug };
    });
  }
  const { getDatabase } = await import('./lib/db/client');
  try {
    await getDatabase();
  } catch (error) {
    // The site still serves cached pages; requests retry the connection.
    console.error('Database not available at start-up:', error);
  }
}
