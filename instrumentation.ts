/** Runs once when a server instance starts (see src/server/start.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerServices } = await import('./src/server/start');
    await startServerServices();
  }
}
