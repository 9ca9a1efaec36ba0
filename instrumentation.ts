// Runs once when the production server starts: offer the proxy an in-process dog lookup, open the
// database and apply pending migrations, so the first visitor does not wait for them, and remove
// the files of uploads a crash cut short. Never during `next build`.
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
    return;
  }
  await removeUploadLeftovers();
}

/** Before the server listens no upload runs here: the one safe moment to remove leftovers. */
async function removeUploadLeftovers() {
  const { sweepUploadLeftovers } = await import('./lib/server/images/sweep');
  try {
    const { removed, kept } = await sweepUploadLeftovers();
    if (removed > 0) console.log(`> Removed ${removed} upload files an interrupted upload left`);
    if (kept > 0) {
      console.warn(
        `${kept} files in DATA_DIR/uploads belong to no photo in this database and do not look ` +
          "like an interrupted upload's: left in place (is this the database they were saved with?)",
      );
    }
  } catch (error) {
    console.error('Could not sweep the uploads folder:', error);
  }
}
