/**
 * Accounts. `credits` is the balance; it only changes together with a credit_ledger row
 * (src/server/credits), and the CHECK keeps any race from taking it below zero.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; null for a provider account that shared no e-mail. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    name: text('name'),
    locale: text('locale').notNull().default('en'),
    vipLevel: integer('vip_level').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    runwayExpireAt: timestamp('runway_expire_at', { withTimezone: true, mode: 'date' }),
    /** Where the visit that signed up came from (src/lib/referral.ts): a referrer host or 'direct'. */
    referDomain: text('refer_domain'),
    /** That visit's campaign source (`utm_source` of its first page), when it had one. */
    utmSource: text('utm_source'),
    /** `admin` opens the console at /admin (granted and revoked with `npm run admin`); everyone else is `user`. */
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Set by an operator: the account's sessions ended then and it cannot sign in until re-enabled (auth/disabled.ts). */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role', sql`${t.role} in ('user', 'admin')`),
    check('users_credits_nonnegative', sql`${t.credits} >= 0`),
    check('users_vip_level_range', sql`${t.vipLevel} between 0 and 5`),
  ],
);

/** A Google or Microsoft sign-in, keyed by the provider's stable subject (Microsoft: tid + oid). */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_key').on(t.provider, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
);
