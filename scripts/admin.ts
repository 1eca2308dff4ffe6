/**
 * `npm run admin -- set-plan EMAIL PLAN`, `npm run admin -- set-credits EMAIL N` and
 * `npm run admin -- grant-admin|revoke-admin EMAIL` (the console's role): the operator commands,
 * run against the configured database. The embedded database can only be
 * opened by one process: while the server runs, use the admin HTTP routes instead (see README).
 */
import { loadEnvConfig } from '@next/env';
import { ZodError } from 'zod';
import { setCredits, setCreditsInput, setPlan, setPlanInput, userLookupInput } from '@/server/admin/admin';
import { setAdminRole } from '@/server/admin/console-users';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/lock';
import { AppError } from '@/server/http/app-error';
import { answerFor } from '@/server/http/validation';

const USAGE = [
  'Usage:',
  '  npm run admin -- set-plan EMAIL free|basic|pro|ultra',
  '  npm run admin -- set-credits EMAIL N',
  '  npm run admin -- grant-admin EMAIL',
  '  npm run admin -- revoke-admin EMAIL',
].join('\n');

const COMMANDS = ['set-plan', 'set-credits', 'grant-admin', 'revoke-admin'];

/** The role commands: the account's role, changed and audited, said back. */
async function setRole(command: 'grant-admin' | 'revoke-admin', email: string): Promise<number> {
  const input = userLookupInput.parse({ email });
  const handle = openDatabase();
  try {
    await handle.ready;
    const user = await setAdminRole(handle.db, input.email, command === 'grant-admin');
    console.log(`${user.email}: role ${user.role}`);
    return 0;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  // The same `.env` files the server reads (README "Configuration").
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const [command, email, value] = process.argv.slice(2);
  const role = command === 'grant-admin' || command === 'revoke-admin';
  if (!command || !email || (!role && value === undefined) || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    if (role) return await setRole(command, email);
    if (value === undefined) return 2;
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
    if (error instanceof DatabaseLockedError && role)
      console.error('While the server runs, use POST /api/admin/users/role {email, role} with ADMIN_TOKEN.');
    else if (error instanceof DatabaseLockedError)
      console.error(
        'While the server runs, use POST /api/admin/users/plan or /api/admin/users/credits with ADMIN_TOKEN.',
      );
    return 1;
  } finally {
    await handle?.close();
  }
}

void main().then((code) => process.exit(code));
