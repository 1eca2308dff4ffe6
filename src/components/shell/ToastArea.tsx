import { Toaster } from 'react-hot-toast';

/** Toasts at the top centre, closing after 2000 ms (SPEC §1, §9). */
export const TOAST_DURATION_MS = 2000;

export function ToastArea() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'text-sm', style: { maxWidth: 'min(92vw, 28rem)' } }}
    />
  );
}
