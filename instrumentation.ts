/** Runs once when the Next.js server starts (see src/server/start-up.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startUp } = await import('./src/server/start-up');
  await startUp();
}
