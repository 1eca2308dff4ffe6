/** Passwords: argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), 8 to 128 characters. */
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/credentials';
import { says } from '@/server/http/validation';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, says('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }))
  .max(PASSWORD_MAX, says('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }));

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so a login for an
 * unknown address costs the same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
