/** Request schemas of the auth routes (API.md "Auth routes"), parsed by the route handlers. */
import { z } from 'zod';
import { CODE_PATTERN } from '@/lib/credentials';
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

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: z.string().trim().regex(CODE_PATTERN, says('codeFormat')),
  referDomain: z.string().max(253).optional(),
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
