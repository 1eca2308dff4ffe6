/** The Vidloom mark: a play triangle woven from two strands. */
export function Logo({ className = 'size-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="9" fill="#5b3df5" />
      <path d="M12 9.5v13l10.5-6.5z" fill="#fff" />
      <path d="M8 11c4 1 7 4 8 10" stroke="#c9bfff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
