import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the server reads the site: the files of a local build, or a published site. */
export type DocsSource = {
  /** Says where the site is, for messages: `build/` or `https://docs.example.com/`. */
  name: string;
  /** The text of a file by its path under the site's root (`llms.txt`), or undefined if none. */
  read: (file: string) => Promise<string | undefined>;
};

/** The built site in `dir`. */
export function buildFolderSource(dir: string): DocsSource {
  return {
    name: `${dir}/`,
    async read(file) {
      try {
        return await readFile(path.join(dir, file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** A site that cannot be read: its address and why. */
export class UnreachableSiteError extends Error {}

/** The site published at `siteUrl` (its root, with or without a base path). */
export function publishedSiteSource(siteUrl: string): DocsSource {
  const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return {
    name: root,
    async read(file) {
      const url = new URL(file, root);
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        throw new UnreachableSiteError(
          `Cannot reach ${url.href}: ${cause ?? (error as Error).message}`,
        );
      }
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new UnreachableSiteError(`${url.href} answered HTTP ${response.status}`);
      return response.text();
    },
  };
}
