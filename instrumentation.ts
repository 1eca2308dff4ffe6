/**
 * Runs once when the Next.js server starts. It validates the environment so `next start`
 * without our wrapper (src/server/http/main.ts) also refuses a bad configuration.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./src/env');
  serverEnv();
}
