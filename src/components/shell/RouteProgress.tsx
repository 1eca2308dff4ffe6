import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/**
 * The route-change progress bar of SPEC §1: a 3 px bar at the top that starts at a fifth, creeps
 * towards the end while the next page loads, fills and fades when it has come (150 ms later),
 * and ignores shallow changes. Our own few lines instead of nextjs-progressbar and nprogress
 * (issue 18: 3 kB less on every first load).
 */
export function RouteProgress() {
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const stopTimer = () => clearInterval(timer.current);
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      stopTimer();
      setProgress(0.2);
      timer.current = setInterval(() => setProgress((p) => (p === null ? p : p + (0.95 - p) * 0.1)), 200);
    };
    const done = () => {
      stopTimer();
      setProgress((p) => (p === null ? p : 1));
      timer.current = setTimeout(() => setProgress(null), 150 + 200);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      stopTimer();
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  if (progress === null) return null;
  return (
    <div
      id="route-progress"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[1031] h-[3px] origin-left rtl:origin-right bg-[#5b3df5] transition-[transform,opacity] duration-200 ease-out"
      style={{ transform: `scaleX(${progress})`, opacity: progress >= 1 ? 0 : 1 }}
    />
  );
}
