import type { ClientManifest } from '../build-steps/clientManifest';

/**
 * Whether a module (by its file, or by the name a route gives it) is a page's Markdown:
 * the server bundle's hash leaves these out (./serverModulesHash.ts), each page's key
 * stands for its own.
 */
export const isPageContent = (module: string): boolean =>
  /\.mdx?$/.test(module.split('?')[0] ?? '');

/**
 * The client files a page with these modules loads, as the page template is given them
 * (the entry bundles', then each module's chunks'). Named by their content, they change
 * when the page's Markdown, or anything it imports, does. None when a Markdown module
 * has no chunk in the manifest: nothing would then tell that it changed. Another module
 * without chunks (the site's config, which the browser's main script holds) adds none; its
 * server code is in the server bundle's hash.
 */
export function pageFilesOf(
  manifest: ClientManifest,
  modules: readonly string[],
): string[] | undefined {
  const files = new Set<string>();
  for (const module of [...manifest.entrypoints, ...modules]) {
    const chunks = manifest.origins[module];
    if (!chunks) {
      if (isPageContent(module)) return undefined;
      continue;
    }
    for (const chunk of chunks)
      for (const assets of Object.values(manifest.assets[chunk] ?? {}))
        for (const { file } of assets ?? []) files.add(file);
  }
  return [...files].sort();
}
