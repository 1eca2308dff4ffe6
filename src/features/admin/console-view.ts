/** Which screen of the console a path under /admin names; anything else is not a page (404). */
export type ConsoleView =
  | { view: 'overview' | 'users' | 'jobs' | 'providers' | 'audit' }
  | { view: 'user' | 'job'; id: string };

const LISTS = ['users', 'jobs', 'providers', 'audit'] as const;
const ITEMS = { users: 'user', jobs: 'job' } as const;
/** Ids are ours (`usr_…`, `rec_…`): letters, digits, `_` and `-`. */
const ID = /^[\w-]{1,80}$/;

export function consoleView(path: readonly string[]): ConsoleView | null {
  const [list, id, ...rest] = path;
  if (list === undefined) return { view: 'overview' };
  if (rest.length > 0 || !(LISTS as readonly string[]).includes(list)) return null;
  if (id === undefined) return { view: list as (typeof LISTS)[number] };
  if (!Object.hasOwn(ITEMS, list) || !ID.test(id)) return null;
  return { view: ITEMS[list as keyof typeof ITEMS], id };
}
