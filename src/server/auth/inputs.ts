/** Request schemas of the auth routes (API.md "Auth routes"), parsed by the route handlers. */
import { z } from 'zod';
import { CODE_PATTERN } from '../../lib/credentials';
import { passwordSchema } from './password';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid e-mail address')
  .pipe(z.email('Please enter a valid e-mail address'));

export const sendCaptchaInput = z.object({
  email: emailSchema,
  type: z.enum(['register', 'reset'], 'type must be register or reset'),
  locale: z.string().max(10).optional(),
});

export const checkEmailInput = z.object({ email: emailSchema });

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: z.string().trim().regex(CODE_PATTERN, 'The verification code is 6 digits'),
  referDomain: z.string().max(253).optional(),
  locale: z.string().max(10).optional(),
});

export const loginInput = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password').max(1024),
});

export const resetPasswordInput = z.object({
  email: emailSchema,
  code: z.string().trim().regex(CODE_PATTERN, 'The verification code is 6 digits'),
  password: passwordSchema,
});
