import type { ParseFrontMatter } from '@docusaurus/types';

import { ContentCache, contentKey } from './cache';

type Parsed = Awaited<ReturnType<ParseFrontMatter>>;

/**
 * Docusaurus's own front matter parser, with each file's result kept by its text: under
 * `npm start` the docs plugin reads every doc again on each save, and the MDX loader the
 * page it compiles, so only the edited file is parsed again. Each caller gets its own copy,
 * as from a fresh parse.
 */
export function cachedFrontMatterParser(): ParseFrontMatter {
  const parsed = new ContentCache<Promise<Parsed>>();
  return async ({ filePath, fileContent, defaultParseFrontMatter }) =>
    structuredClone(
      await parsed.get(filePath, contentKey(fileContent), () =>
        defaultParseFrontMatter({ filePath, fileContent }),
      ),
    );
}
