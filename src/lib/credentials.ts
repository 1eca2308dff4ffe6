/**
 * The bounds of what a person types to sign up, sign in or reset a password, for the forms
 * (checked before any call, in the visitor's language) and the server's zod schemas (the
 * guard): 8 to 128 characters of password, a 6-digit e-mailed code.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;

/** The e-mailed code, as typed once surrounding spaces are trimmed. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export function isPasswordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

export function isCodeFormatOk(code: string): boolean {
  return CODE_PATTERN.test(code.trim());
}
