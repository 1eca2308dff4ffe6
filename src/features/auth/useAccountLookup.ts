import { useRef, useState } from 'react';
import { apiClient } from './account-runtime';

/**
 * Whether an e-mail has an account (SPEC §7 `check-email-registered`), asked once per address,
 * so the login popup can point to the other way in: creating an account for an address that
 * has none, signing in with one that has. The lookup is quiet: when it fails (the sign-in
 * routes' per-IP limit, a network error) the popup simply says nothing more.
 */
export function useAccountLookup() {
  const [known, setKnown] = useState<Readonly<Record<string, boolean>>>({});
  const asked = useRef(new Set<string>());

  async function lookUp(email: string): Promise<void> {
    if (asked.current.has(email)) return;
    asked.current.add(email);
    try {
      const { registered } = await apiClient().get<{ registered: boolean }>(
        '/api/auth/check-email-registered',
        { email },
        { quiet: true },
      );
      setKnown((before) => ({ ...before, [email]: registered }));
    } catch {
      // Unknown for now; leaving the field again may ask again.
      asked.current.delete(email);
    }
  }

  return { hasAccount: (email: string): boolean | undefined => known[email], lookUp };
}
