import Link from 'next/link';
import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-800',
  secondary: 'rounded-full border border-ink/15 px-6 py-3 font-semibold text-ink hover:bg-brand-50',
} as const;

/** A link that looks like a button: the calls to action of every page. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS }) {
  return <Link {...props} className={`inline-block ${VARIANTS[variant]} ${className}`} />;
}
