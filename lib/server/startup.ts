import 'server-only';

/**
 * What the production server does once before it listens (instrumentation.ts): offer the proxy
 * an in-process dog lookup, open the database and apply pending migrations, so the first visitor
 * does not wait for them, and remove the files of uploads a crash cut short.
 */
export async function startUp() {
  if (!process.env.API_URL) {
    // This server owns the data: the proxy routes `/{id}` from the database, not over HTTP.
    const { provideDogLookup } = await import('@/lib/dog-route');
    provideDogLookup(async (id) => {
      const { findPublicDogSlug } = await import('./dogs');
      const slug = await findPublicDogSlug(id);
      return slug === null ? null : { slug };
    });
  }
  const { getDatabase } = await import('@/lib/db/client');
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
  const { sweepUploadLeftovers } = await import('./images/sweep');
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
