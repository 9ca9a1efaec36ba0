// Runs once when the production server starts: open the database and apply pending migrations,
// so the first visitor does not wait for them. Never during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./lib/db/client');
  try {
    await getDatabase();
  } catch (error) {
    // The site still serves cached pages; requests retry the connection.
    console.error('Database not available at start-up:', error);
  }
}
