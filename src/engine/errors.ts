/** A job failure that another attempt would not fix (a refused prompt, a filtered result). */
export class NonRetryableError extends Error {}
