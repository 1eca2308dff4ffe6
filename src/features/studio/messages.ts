/** Texts of errors that did not come from the API client (which shows its own). */
export function localMessageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
