/** The toaster's code, fetched on demand: the only import of BrandToaster. */
export function loadToasterModule(): Promise<typeof import('./BrandToaster')> {
  return import('./BrandToaster');
}

/** Starts fetching the toaster code early, e.g. when a pointer nears a copy button. */
export function preloadToaster(): void {
  void loadToasterModule();
}
