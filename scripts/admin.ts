/**
 * `npm run admin -- set-plan EMAIL PLAN` and `npm run admin -- set-credits EMAIL N`: the
 * operator commands, run against the configured database. The embedded database can only be
 * opened by one process: while the server runs, use the admin HTTP routes instead (see README).
 */
import { loadEnvConfig } from '@next/env';
import { ZodError } from 'zod';
import { setCredits, setCreditsInput, setPlan, setPlanInput } from '@/server/admin/admin';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/lock';
import { AppError } from '@/server/http/app-error';
import { answerFor } from '@/server/http/validation';

const USAGE = 'Usage:\n  npm run admin -- set-plan EMAIL free|basic|pro|ultra\n  npm run admin -- set-credits EMAIL N';

async function main(): Promise<number> {
  // The same `.env` files the server reads (README "Configuration").
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const [command, email, value] = process.argv.slice(2);
  if (!command || !email || value === undefined || !['set-plan', 'set-credits'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    const input =
      command === 'set-plan'
        ? setPlanInput.parse({ email, plan: value })
        : // Digits only become a number; anything else reaches the schema as text and is refused.
          setCreditsInput.parse({ email, credits: /^\d+$/.test(value) ? Number(value) : value });
    handle = openDatabase();
    await handle.ready;
    const user = 'plan' in input ? await setPlan(handle.db, input) : await setCredits(handle.db, input);
    console.log(`${user.email}: plan ${user.plan} (vipLevel ${user.vipLevel}), ${user.credits} credits`);
    return 0;
  } catch (error) {
    if (error instanceof ZodError) console.error(error.issues.map((issue) => answerFor(issue).msg).join('\n'));
    else if (error instanceof AppError || error instanceof DatabaseLockedError) console.error(error.message);
    else console.error(error);
    if (error instanceof DatabaseLockedError)
      console.error(
        'While the server runs, use POST /api/admin/users/plan or /api/admin/users/credits with ADMIN_TOKEN.',
      );
    return 1;
  } finally {
    await handle?.close();
  }
}

void main().then((code) => process.exit(code));
