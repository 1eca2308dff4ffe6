import fs from 'node:fs';
import { eq } from 'drizzle-orm';

const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/vidloom-outbox-${process.pid}-${Date.now()}`;
  process.env.MAIL_OUTBOX_DIR = dir;
  return dir;
});

import { registerWithEmail } from '@/server/auth/accounts';
import { signInWithProvider } from '@/server/auth/provider-accounts';
import { consumeEmailCode, issueEmailCode } from '@/server/auth/email-codes';
import { createSession, revokeUserSessions, userForToken } from '@/server/auth/sessions';
import type { Database } from '@/server/db/client';
import { emailCodes, sessions, users } from '@/server/db/schema';
import { sha256Hex } from '@/server/crypto/random';
import { countHit, peekCount, takeTurn } from '@/server/rate-limit/hit-rate-limit';
import { newEmail } from '../support/api';
import { testDatabase } from '../support/db';
import { seedUser } from '../support/factories';
import { latestCode } from '../support/outbox';

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase());
});
afterAll(async () => {
  await close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('e-mail codes', () => {
  it('are 6 digits, stored only as a hash, and work once', async () => {
    const email = newEmail();
    await issueEmailCode(db, { email, purpose: 'register' });
    const { code } = await latestCode(outbox, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(JSON.stringify(row)).not.toContain(code);
    await consumeEmailCode(db, { email, purpose: 'register', code });
    await expect(consumeEmailCode(db, { email, purpose: 'register', code })).rejects.toMatchObject({ code: 400 });
  });

  it('expire after 10 minutes', async () => {
    const email = newEmail();
    await issueEmailCode(db, { email, purpose: 'reset' });
    const { code } = await latestCode(outbox, email);
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    await db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.id, row!.id));
    await expect(consumeEmailCode(db, { email, purpose: 'reset', code })).rejects.toMatchObject({
      code: 400,
      message: 'The verification code is wrong or has expired',
    });
  });

  it('serve only their own purpose', async () => {
    const email = newEmail();
    await issueEmailCode(db, { email, purpose: 'register' });
    const { code } = await latestCode(outbox, email);
    await expect(consumeEmailCode(db, { email, purpose: 'reset', code })).rejects.toMatchObject({ code: 400 });
  });

  it('allow at most 5 an hour per address', async () => {
    const email = newEmail();
    // Five codes this hour already (the per-minute limit keeps a test from sending them for real).
    for (let i = 0; i < 5; i += 1) await countHit(db, `code-hour:${email}`, 3_600_000);
    await expect(issueEmailCode(db, { email, purpose: 'register' })).rejects.toMatchObject({
      code: 439,
      message: 'Too many codes were asked for this address. Please try again in an hour.',
    });
    const other = newEmail();
    await expect(issueEmailCode(db, { email: other, purpose: 'register' })).resolves.toBeUndefined();
  });

  it('allow one a minute per address and purpose', async () => {
    const email = newEmail();
    await issueEmailCode(db, { email, purpose: 'register' });
    await expect(issueEmailCode(db, { email, purpose: 'register' })).rejects.toMatchObject({
      code: 439,
      message: 'A code was sent less than a minute ago. Please wait a moment before asking again.',
    });
  });
});

describe('sign-up and its code', () => {
  it('spends the code only when the account is made: a sign-up the database refuses keeps it usable', async () => {
    const email = newEmail();
    await issueEmailCode(db, { email, purpose: 'register' });
    const { code } = await latestCode(outbox, email);
    // Past the HTTP layer's input check, the insert itself fails (PostgreSQL refuses a NUL).
    await expect(
      registerWithEmail(db, { email, password: 'correct horse battery', code, referDomain: 'bad\u0000.example' }),
    ).rejects.toThrow();
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.consumedAt).toBeNull();
    const made = await registerWithEmail(db, {
      email,
      password: 'correct horse battery',
      code,
      referDomain: 'example.com',
    });
    expect(made.token).toBeTruthy();
    const [spent] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(spent!.consumedAt).not.toBeNull();
  });
});

describe('the referral of a sign-up', () => {
  it('is stored with a provider account made without an e-mail (Microsoft), and only when it is made', async () => {
    const identity = {
      provider: 'microsoft' as const,
      subject: `tid:oid-${Date.now()}`,
      email: null,
      emailVerified: false,
      name: 'Max',
    };
    const first = await signInWithProvider(db, identity, { referDomain: 'partner.example', utmSource: 'newsletter' });
    await signInWithProvider(db, identity, { referDomain: 'later.example', utmSource: 'later' });
    const [row] = await db.select().from(users).where(eq(users.id, first.userId));
    expect(row).toMatchObject({ referDomain: 'partner.example', utmSource: 'newsletter' });
  });
});

describe('rate limits', () => {
  const MINUTE = 60_000;
  // A window edge, far from any real clock so the tests share no window with anything else.
  const edge = Date.UTC(2031, 0, 1, 12, 0, 0);

  it('count a burst that straddles a window edge as one burst', async () => {
    const key = `test-burst:${newEmail()}`;
    let last = 0;
    for (let i = 0; i < 6; i += 1) last = await countHit(db, key, MINUTE, edge - 300 + i * 10);
    expect(last).toBe(6);
    // Past the edge, the six still count: a fixed window would start again from one.
    for (let i = 0; i < 5; i += 1) last = await countHit(db, key, MINUTE, edge + 200 + i * 10);
    expect(last).toBe(11);
    expect(await peekCount(db, key, MINUTE, edge + 1000)).toBe(11);
  });

  it('let the previous window fade out over the next one', async () => {
    const key = `test-fade:${newEmail()}`;
    for (let i = 0; i < 10; i += 1) await countHit(db, key, MINUTE, edge - 30_000);
    expect(await peekCount(db, key, MINUTE, edge + 15_000)).toBe(8); // 10 × ¾, rounded up
    expect(await peekCount(db, key, MINUTE, edge + 45_000)).toBe(3); // 10 × ¼, rounded up
    expect(await peekCount(db, key, MINUTE, edge + MINUTE)).toBe(0);
  });

  it('keep keys with a calendar day in them to that day', async () => {
    const key = `test-day:${newEmail()}:2031-01-01`;
    const day = 86_400_000;
    for (let i = 0; i < 3; i += 1) await countHit(db, key, day, edge);
    expect(await peekCount(db, key, day, edge + 1)).toBe(3);
    expect(await peekCount(db, `test-day:other:2031-01-02`, day, edge + day)).toBe(0);
  });

  it('give one turn per interval, from the last turn given, to exactly one of parallel callers', async () => {
    const key = `test-turn:${newEmail()}`;
    const taken = await Promise.all(Array.from({ length: 8 }, () => takeTurn(db, key, MINUTE, edge)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeTurn(db, key, MINUTE, edge + MINUTE - 1)).toBe(false);
    expect(await takeTurn(db, key, MINUTE, edge + MINUTE)).toBe(true);
    expect(await takeTurn(db, key, MINUTE, edge + MINUTE + 30_000)).toBe(false);
  });
});

describe('sessions', () => {
  it('store only the SHA-256 of a token of at least 256 bits and last 7 days', async () => {
    const user = await seedUser(db);
    const token = await createSession(db, user.id);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000)).toBe(7);
    expect((await userForToken(db, token))?.id).toBe(user.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, row!.tokenHash));
    expect(await userForToken(db, token)).toBeNull();
  });

  it('can all end but the current one (password change)', async () => {
    const user = await seedUser(db);
    const [a, b, c] = [
      await createSession(db, user.id),
      await createSession(db, user.id),
      await createSession(db, user.id),
    ];
    await revokeUserSessions(db, user.id, b);
    expect(await userForToken(db, a)).toBeNull();
    expect((await userForToken(db, b))?.id).toBe(user.id);
    expect(await userForToken(db, c)).toBeNull();
  });
});
