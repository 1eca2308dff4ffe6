/**
 * Start-up checks of the Node.js server, called from instrumentation.ts: the environment is
 * valid, so is MODELS_FILE, and the database opens (lock taken, migrations applied). Either failing stops the
 * process with a message that says why.
 */
import { EnvError, serverEnv } from '@/env';
import { getDb } from './db/client';
import { loadCatalogue, ModelsFileError } from './videos/models-file';
import { applyRemoteLimits } from './videos/remote-limits';

export async function startUp(): Promise<void> {
  try {
    loadCatalogue(serverEnv());
    applyRemoteLimits(serverEnv());
    await getDb();
  } catch (error) {
    const reason =
      error instanceof EnvError || error instanceof ModelsFileError
        ? error.message
        : `Vidloom cannot open its database: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${reason}\n`);
    process.exit(1);
  }
}
