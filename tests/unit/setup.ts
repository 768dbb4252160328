import { afterAll, afterEach } from 'vitest';

// Only the files that ask for a DOM (`@vitest-environment jsdom`) get its matchers and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // The files with a DOM share one (vitest.config.ts): each leaves it as it found it, with
  // no stored entry, address, element or attribute of its own.
  afterAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const name of document.documentElement.getAttributeNames())
      document.documentElement.removeAttribute(name);
  });
}
