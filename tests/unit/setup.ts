import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered from an afterEach it registers when it is first
// imported. In the unit project a worker's files share that import, so the hook would belong to
// the first file only: every file registers the unmount itself. Files without a DOM skip it.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
