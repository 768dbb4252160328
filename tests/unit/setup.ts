import { afterEach } from 'vitest';

// Only the files that ask for a DOM (`@vitest-environment jsdom`) get its matchers and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
