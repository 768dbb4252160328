import type { PluggableList } from 'unified';

import { isHandOverParsedTree } from './parsedTrees';

/** What a docs plugin's options say of remark (the rest is not read here). */
type DocsRemarkOptions = {
  id?: string;
  beforeDefaultRemarkPlugins?: PluggableList;
  remarkPlugins?: PluggableList;
};

/** `[name, options]`, `name` or `false`, as a preset or plugin is listed in the config. */
type ListedModule = unknown;

const nameAndOptions = (entry: ListedModule): [string, unknown] | undefined => {
  if (typeof entry === 'string') return [entry, undefined];
  if (Array.isArray(entry) && typeof entry[0] === 'string') return [entry[0], entry[1]];
  return undefined;
};

/** The classic preset by any name Docusaurus resolves to it (`classic`, a package, a path). */
const isClassicPreset = (name: string): boolean => /(^|[/-])(preset-)?classic(\/|$)/.test(name);

/** The docs plugin by any name Docusaurus resolves to it (`content-docs`, a package, a path). */
const isDocsPlugin = (name: string): boolean => /(^|[/-])content-docs(\/|$)/.test(name);

const isDefaultInstance = ({ id }: DocsRemarkOptions): boolean =>
  id === undefined || id === 'default';

/**
 * The remark plugins the site's default docs plugin runs on every page, as the site's
 * config gives them (the classic preset's `docs`, or the docs plugin listed on its own):
 * `beforeDefaultRemarkPlugins`, then `remarkPlugins`. Docusaurus's own remark plugins
 * (admonitions, heading ids, the TOC) are not among them: the Markdown copies do that
 * work their own way. Syntax plugins among them (remark-math) change what a page's
 * source means, so the copies parse with them too.
 */
export function docsRemarkPlugins(siteConfig: {
  readonly presets: readonly ListedModule[];
  readonly plugins: readonly ListedModule[];
}): PluggableList {
  const fromPresets = siteConfig.presets.flatMap((entry: ListedModule) => {
    const [name, options] = nameAndOptions(entry) ?? [];
    if (!name || !isClassicPreset(name)) return [];
    const docs = (options as { docs?: DocsRemarkOptions | false } | undefined)?.docs;
    return docs ? [docs] : [];
  });
  const fromPlugins = siteConfig.plugins.flatMap((entry: ListedModule) => {
    const [name, options] = nameAndOptions(entry) ?? [];
    return name && isDocsPlugin(name) ? [(options ?? {}) as DocsRemarkOptions] : [];
  });
  const docs = [...fromPresets, ...fromPlugins].find(isDefaultInstance);
  // Not the plugin that hands the loader's parsed trees over: it is how the copies get them.
  return [...(docs?.beforeDefaultRemarkPlugins ?? []), ...(docs?.remarkPlugins ?? [])].filter(
    (plugin) => !isHandOverParsedTree(plugin),
  );
}
