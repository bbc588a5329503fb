/** Runs once when a server instance starts (see src/server/start.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ startServerServices }, { featureJobs }] = await Promise.all([
      import('./src/server/start'),
      import('./src/features/jobs'),
    ]);
    await startServerServices(featureJobs);
  }
}
