/**
 * Run `task` once the browser is idle (requestIdleCallback, or a short timeout where it does
 * not exist). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const cancel = window.cancelIdleCallback;
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancel(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
