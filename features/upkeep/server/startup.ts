import 'server-only';

/**
 * What the production server does once before it serves (instrumentation.ts, under `npm start` and
 * plain `next start` alike): refuse a configuration it cannot run with (lib/server/deployment.mjs:
 * this throws, and the server does not start), open the database and apply pending migrations
 * (under the migration lock, unless MIGRATE_ON_START is off), so the first visitor does not wait
 * for them, and start removing the files of uploads a crash cut short.
 */
export async function startUp() {
  const { assertDeploymentConfig } = await import('@/lib/server/deployment.mjs');
  assertDeploymentConfig();
  const { getDatabase } = await import('@/lib/db/client');
  try {
    await getDatabase();
  } catch (error) {
    // The site still serves cached pages; requests retry the connection.
    console.error('Database not available at start-up:', error);
    return;
  }
  if (!process.env.API_URL) {
    const { startEnquiryUpkeep } = await import('./upkeep');
    startEnquiryUpkeep();
  }
  const { getStorage } = await import('@/lib/server/storage');
  // A folder of its own is swept before the server listens, while no upload runs. In a shared
  // bucket files younger than any upload can take are never swept, so the sweep need not hold up
  // the first request (on a platform, each cold start).
  const storage = getStorage();
  if (storage.shared) void removeUploadLeftovers(storage.location);
  else await removeUploadLeftovers(storage.location);
  // Videos: conversions a restart cut short start again.
  if (!process.env.API_URL) {
    const { recoverVideos } = await import('@/features/videos/server');
    void recoverVideos().catch((error) => console.error('Could not resume videos:', error));
  }
}

/** `location`: where the files are, for the warning. */
async function removeUploadLeftovers(location: string) {
  const { sweepUploadLeftovers } = await import('@/lib/server/images/sweep');
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
