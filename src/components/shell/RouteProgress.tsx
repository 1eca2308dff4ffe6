import NextNProgress from 'nextjs-progressbar';

/** The route-change progress bar of SPEC §1. */
export function RouteProgress() {
  return (
    <NextNProgress
      color="#5b3df5"
      height={3}
      startPosition={0.2}
      stopDelayMs={150}
      showOnShallow={false}
      options={{ showSpinner: false }}
    />
  );
}
