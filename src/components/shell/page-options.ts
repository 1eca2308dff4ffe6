import type { NextPage } from 'next';

/** Options a page may set on its component for the shell around it. */
export type PageWithShell<P = object> = NextPage<P> & {
  hideGetStarted?: boolean;
  /** Rendered alone: no shell, no sign-in context (the MSAL popup's return page). */
  bare?: boolean;
};
