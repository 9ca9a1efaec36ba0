// Runs once when the production server starts (features/upkeep/server/startup.ts), never during `next build`.
// The Node.js code is imported only inside the runtime check, so no edge bundle includes it.
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { startUp } = await import('./features/upkeep/server/startup');
    await startUp();
  }
}
