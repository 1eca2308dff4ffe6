/**
 * SPEC §5: visitors whose IP country is CN or RU are flagged. The page shows the notice and
 * refuses Generate before any call; the server refuses the create whatever the page did.
 */
const RESTRICTED_COUNTRIES = ['CN', 'RU'] as const;

export function isRestrictedCountry(country: string | null | undefined): boolean {
  return typeof country === 'string' && (RESTRICTED_COUNTRIES as readonly string[]).includes(country);
}
