import 'server-only';

/**
 * What the production server does once before it serves (instrumentation.ts, under `npm start` and
 * plain `next start` alike): refuse a configuration it cannot run
 * with (lib/server/deployment.mjs: this throws, and the server does not start), offer the proxy
 * an in-process dog and verification-code lookup, list sizes, database probe and session check,
 * open the database and apply pending migrations (under the migration lock, unless
 * MIGRATE_ON_START is off), so the first visitor does not wait for them, and start removing the
 * files of uploads a crash cut short.
 */
export async function startUp() {
  const { assertDeploymentConfig } = await import('./deployment.mjs');
  assertDeploymentConfig();
  if (!process.env.API_URL) {
    // This server owns the data: the proxy routes `/{id}` and the lists' later pages, probes the
    // database and checks a signed-in visitor's session in process, not over HTTP.
    const { inProcessDogLookup } = await import('@/lib/dog-route');
    inProcessDogLookup.provide(async (id) => {
      const { findPublicDogSlug } = await import('./dogs');
      const slug = await findPublicDogSlug(id);
      return slug === null ? null : { slug };
    });
    const { inProcessLitterLookup } = await import('@/lib/litter-route');
    inProcessLitterLookup.provide(async (param) => {
      const { findLitterSlug } = await import('./litters');
      const slug = await findLitterSlug(param);
      return slug === null ? null : { slug };
    });
    const { inProcessNewsLookup } = await import('@/lib/news-route');
    inProcessNewsLookup.provide(async (slug) => {
      const { findPublishedNewsSlug } = await import('./news');
      const found = await findPublishedNewsSlug(slug);
      return found === null ? null : { slug: found };
    });
    const { inProcessVerifyLookup } = await import('@/lib/verify-route');
    inProcessVerifyLookup.provide(async (code) => {
      const [{ verifyCodeShown }, { getDb }] = await Promise.all([
        import('./verify'),
        import('@/lib/db/client'),
      ]);
      return verifyCodeShown(await getDb(), code);
    });
    const { inProcessListSizes, LIST_CONTENT } = await import('@/lib/list-route');
    inProcessListSizes.provide(async (list) => {
      const { source } = LIST_CONTENT[list];
      if (source === 'gallery') return (await import('./gallery')).countGallery();
      if (source === 'news') return (await import('./news')).countPublishedNews();
      return (await import('./dogs')).countPublicDogs(source);
    });
    const { inProcessDatabaseProbe } = await import('@/lib/database-probe');
    inProcessDatabaseProbe.provide(async () => (await import('./health')).databaseReachable());
    const { inProcessAccountLocale, inProcessSessionCheck } = await import('@/lib/session-check');
    inProcessSessionCheck.provide(
      async (token) => (await (await import('./auth')).userFromToken(token)) !== null,
    );
    inProcessAccountLocale.provide(
      async (token) => (await (await import('./auth')).userFromToken(token))?.locale ?? null,
    );
  }
  const { getDatabase } = await import('@/lib/db/client');
  try {
    await getDatabase();
  } catch (error) {
    // The site still serves cached pages; requests retry the connection.
    console.error('Database not available at start-up:', error);
    return;
  }
  if (!process.env.API_URL) {
    const { startEnquiryUpkeep } = await import('./mail/upkeep');
    startEnquiryUpkeep();
  }
  const { getStorage } = await import('./storage');
  // A folder of its own is swept before the server listens, while no upload runs. In a shared
  // bucket files younger than any upload can take are never swept, so the sweep need not hold up
  // the first request (on a platform, each cold start).
  const storage = getStorage();
  if (storage.shared) void removeUploadLeftovers(storage.location);
  else await removeUploadLeftovers(storage.location);
  // Videos (issue 34): conversions a restart cut short start again.
  if (!process.env.API_URL) {
    const { recoverVideos } = await import('./videos');
    void recoverVideos().catch((error) => console.error('Could not resume videos:', error));
  }
}

/** `location`: where the files are, for the warning. */
async function removeUploadLeftovers(location: string) {
  const { sweepUploadLeftovers } = await import('./images/sweep');
  try {
    const { removed, kept } = await sweepUploadLeftovers();
    if (removed > 0) console.log(`> Removed ${removed} upload files an interrupted upload left`);
    if (kept > 0) {
      console.warn(
        `${kept} files in ${location} belong to no photo in this database and do ` +
          "not look like an interrupted upload's: left in place (is this the database they were " +
          'saved with?)',
      );
    }
  } catch (error) {
    console.error('Could not sweep the uploads folder:', error);
  }
}
