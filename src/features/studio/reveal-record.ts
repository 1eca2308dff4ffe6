/**
 * After Generate, the new video's card (with its progress) is brought into view (issue 13
 * item 21): on a desktop the history may be scrolled past it, on a phone it sits far below the
 * button. The card appears on React's next commit, so this waits a few frames for it; a visitor
 * who asked the system for reduced motion gets a jump instead of a smooth scroll.
 */
const WAIT_MS = 2000;

export function revealRecord(id: string): void {
  if (typeof window === 'undefined') return;
  const started = performance.now();
  const step = () => {
    const card = document.querySelector<HTMLElement>(`[data-record="${CSS.escape(id)}"]`);
    if (card) {
      const reduced =
        typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
      return;
    }
    if (performance.now() - started < WAIT_MS) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
