/** Request schemas of the auth routes (API.md "Auth routes"), parsed by the route handlers. */
import { z } from 'zod';
import { CODE_PATTERN } from '@/lib/credentials';
import { REFERRAL_HOST_MAX, REFERRAL_HOST_PATTERN, UTM_SOURCE_MAX, UTM_SOURCE_PATTERN } from '@/lib/referral';
import { says } from '@/server/http/validation';
import { passwordSchema } from './password';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, says('invalidEmail'))
  .pipe(z.email(says('invalidEmail')));

export const sendCaptchaInput = z.object({
  email: emailSchema,
  type: z.enum(['register', 'reset'], says('either', { first: 'register', second: 'reset' })),
  locale: z.string().max(10).optional(),
});

export const checkEmailInput = z.object({ email: emailSchema });

/**
 * Where the visit that signs up came from, as every sign-up route takes it (the browser works
 * it out, src/lib/referral.ts): held to the same bounds, since anyone can send anything.
 */
export const referralFields = {
  referDomain: z
    .string()
    .max(REFERRAL_HOST_MAX, says('invalidField'))
    .regex(REFERRAL_HOST_PATTERN, says('invalidField'))
    .optional(),
  utmSource: z
    .string()
    .trim()
    .min(1, says('lengthBetween', { min: 1, max: UTM_SOURCE_MAX }))
    .max(UTM_SOURCE_MAX, says('lengthBetween', { min: 1, max: UTM_SOURCE_MAX }))
    .regex(UTM_SOURCE_PATTERN, says('invalidField'))
    .optional(),
};

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: z.string().trim().regex(CODE_PATTERN, says('codeFormat')),
  ...referralFields,
  locale: z.string().max(10).optional(),
});

export const loginInput = z.object({
  email: emailSchema,
  password: z.string().min(1, says('passwordRequired')).max(1024),
});

export const resetPasswordInput = z.object({
  email: emailSchema,
  code: z.string().trim().regex(CODE_PATTERN, says('codeFormat')),
  password: passwordSchema,
});
