import { spawnSync } from 'node:child_process';
import { inject } from 'vitest';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api } from '../support/api';
import { ADMIN_ENTRY, ADMIN_TOKEN, startServer, TEST_NODE_FLAGS } from '../support/server';

function cli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [...TEST_NODE_FLAGS, ADMIN_ENTRY, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('admin routes', () => {
  it('do not exist without ADMIN_TOKEN', async () => {
    const call = api(inject('baseURL'));
    for (const route of ['/api/admin/users/plan', '/api/admin/users/credits']) {
      expect(
        await call('POST', route, { body: { email: 'a@example.test', plan: 'pro' }, token: ADMIN_TOKEN }),
      ).toMatchObject({ status: 404, code: 404 });
    }
    expect(await call('GET', '/api/admin/users?email=a%40example.test', { token: ADMIN_TOKEN })).toMatchObject({
      status: 404,
      code: 404,
    });
  });

  it('set the plan and the balance (through the ledger) with the admin token', async () => {
    const server = await startServer({ ADMIN_TOKEN });
    try {
      const call = api(server.url);
      const { email, token } = await registerUser(server.url, server.dataDir);
      expect(await call('POST', '/api/admin/users/plan', { body: { email, plan: 'pro' } })).toMatchObject({
        status: 401,
        code: 401,
      });
      expect(
        await call('POST', '/api/admin/users/plan', { body: { email, plan: 'pro' }, token: 'wrong-token-0123456789' }),
      ).toMatchObject({ status: 401 });
      expect(await call('POST', '/api/admin/users/plan', { body: { email, plan: 'pro' }, token })).toMatchObject({
        status: 401,
      });

      expect(
        await call('POST', '/api/admin/users/plan', { body: { email, plan: 'pro' }, token: ADMIN_TOKEN }),
      ).toMatchObject({ code: 200, data: { plan: 'pro', vipLevel: 2, vipFlag: true } });
      expect(
        await call('POST', '/api/admin/users/credits', {
          body: { email: email.toUpperCase(), credits: 1234 },
          token: ADMIN_TOKEN,
        }),
      ).toMatchObject({ code: 200, data: { credits: 1234 } });
      expect((await call('GET', '/api/auth/user-info', { token })).data).toMatchObject({
        plan: 'pro',
        vipFlag: true,
        credits: 1234,
      });
      expect(
        await call('POST', '/api/admin/users/credits', { body: { email, credits: 0 }, token: ADMIN_TOKEN }),
      ).toMatchObject({ data: { credits: 0 } });

      expect(
        await call('POST', '/api/admin/users/plan', { body: { email, plan: 'gold' }, token: ADMIN_TOKEN }),
      ).toMatchObject({ status: 400, msg: 'plan: plan must be one of free, basic, pro, ultra' });
      expect(
        await call('POST', '/api/admin/users/credits', { body: { email, credits: -5 }, token: ADMIN_TOKEN }),
      ).toMatchObject({ status: 400, msg: 'credits: credits cannot be negative' });
      expect(
        await call('POST', '/api/admin/users/plan', {
          body: { email: 'nobody@example.test', plan: 'pro' },
          token: ADMIN_TOKEN,
        }),
      ).toMatchObject({ status: 404, msg: 'No user with this e-mail' });
    } finally {
      await server.stop();
    }
  });
});

describe('admin inputs', () => {
  // Each would have been coerced to a number (null, "", [] and false to 0) or to an e-mail.
  const credits = [null, '', [], false, true, 1.5, 1e300, 100_000_001, '12', '0x10', 'NaN', {}, [12], '1e3'];
  const plans = [null, '', 2, ['pro'], 'PRO', { plan: 'pro' }, true];
  const emails = [null, 12, [], ['a@example.test'], { email: 'a@example.test' }, true];

  it('of the wrong type answer 400 and change nothing', async () => {
    const server = await startServer({ ADMIN_TOKEN });
    try {
      const call = api(server.url);
      const { email, token } = await registerUser(server.url, server.dataDir);
      const admin = (route: string, body: unknown) => call('POST', route, { body, token: ADMIN_TOKEN });
      expect(await admin('/api/admin/users/credits', { email, credits: 250 })).toMatchObject({ code: 200 });
      const books = async () => {
        const info = await call<{ credits: number; plan: string }>('GET', '/api/auth/user-info', { token });
        const ledger = await call<{ total: number }>('GET', '/api/v1/billing/ledger?pageNum=1', { token });
        return { credits: info.data.credits, plan: info.data.plan, ledger: ledger.data.total };
      };
      const before = await books();
      expect(before).toMatchObject({ credits: 250, plan: 'free' });
      const refused = [
        ...credits.map((value) => ['/api/admin/users/credits', { email, credits: value }] as const),
        ['/api/admin/users/credits', { email }] as const,
        ...plans.map((value) => ['/api/admin/users/plan', { email, plan: value }] as const),
        ...emails.map((value) => ['/api/admin/users/credits', { email: value, credits: 5 }] as const),
        ...emails.map((value) => ['/api/admin/users/plan', { email: value, plan: 'pro' }] as const),
      ];
      for (const [route, body] of refused) {
        const answer = await admin(route, body);
        expect(answer, `${route} ${JSON.stringify(body)}`).toMatchObject({ status: 400, code: 400 });
      }
      expect(await books()).toEqual(before);
    } finally {
      await server.stop();
    }
  });
});

describe('npm run admin', () => {
  it('sets plan and credits in the database, and explains when the embedded database is busy', async () => {
    const server = await startServer();
    const { email } = await registerUser(server.url, server.dataDir);
    const env = { DATA_DIR: server.dataDir };
    if (!process.env.DATABASE_URL) {
      const busy = cli(['set-plan', email, 'ultra'], env);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain('in use by process');
      expect(busy.stderr).toContain('/api/admin/users/plan');
      await server.stop();
    }
    try {
      const plan = cli(['set-plan', email, 'ultra'], env);
      expect(plan.stderr).toBe('');
      expect(plan.stdout).toContain(`${email}: plan ultra (vipLevel 5)`);
      const credits = cli(['set-credits', email, '77'], env);
      expect(credits.stdout).toContain('77 credits');
      expect(cli(['set-credits', email, 'lots'], env)).toMatchObject({ status: 1 });
      // An empty argument is refused, not read as 0.
      expect(cli(['set-credits', email, ''], env)).toMatchObject({ status: 1 });
      // A refused value is said in English, as the API's msg says it.
      expect(cli(['set-plan', email, 'gold'], env).stderr).toContain(
        'plan: plan must be one of free, basic, pro, ultra',
      );
      expect(cli(['set-plan', 'nobody@example.test', 'pro'], env).stderr).toContain('No user with this e-mail');
      expect(cli(['frobnicate'], env)).toMatchObject({ status: 2 });
    } finally {
      await server.stop();
    }
    const again = await startServer({ DATA_DIR: server.dataDir });
    try {
      const call = api(again.url);
      const { token } = (
        await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })
      ).data;
      expect((await call('GET', '/api/auth/user-info', { token })).data).toMatchObject({
        plan: 'ultra',
        vipLevel: 5,
        credits: 77,
      });
    } finally {
      await again.stop();
    }
  }, 120_000);
});
