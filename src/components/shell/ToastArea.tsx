import { lazy, Suspense } from 'react';

/** Toasts at the top centre, closing after 2000 ms (SPEC §1, §9). */
const TOAST_DURATION_MS = 2000;

// The toaster (and its CSS-in-JS) loads right after the page, not as part of its first load;
// toasts raised before it mounts wait in react-hot-toast's store and show when it does.
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/** react-hot-toast styles inline (white on dark grey text); the theme's colour variables take over so toasts follow dark mode. */
const TOAST_STYLE = {
  maxWidth: 'min(92vw, 28rem)',
  background: 'var(--color-surface)',
  color: 'var(--color-ink)',
  border: '1px solid color-mix(in oklab, var(--color-ink) 12%, transparent)',
};

export function ToastArea() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        toastOptions={{ duration: TOAST_DURATION_MS, className: 'text-sm', style: TOAST_STYLE }}
      />
    </Suspense>
  );
}
