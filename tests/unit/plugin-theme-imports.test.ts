/**
 * A plugin stands alone: every theme component a file under plugins/ imports
 * (`@theme/…`, `@theme-init/…`, `@theme-original/…`) is one that a plugin or theme of the
 * site's config ships, never one only the site's src/theme provides. Each import is
 * resolved as Docusaurus resolves it (its fallback theme, then the theme path each plugin
 * and theme returns from getThemePath, in the order Docusaurus loads them, a later one
 * shadowing an earlier), for a site with no theme components of its own: a site may still
 * wrap any of them in src/theme, which then comes first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { LoadContext, OptionValidationContext, PluginConfig } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import config from '../../docusaurus.config';

const root = resolve(__dirname, '..', '..');
const require = createRequire(import.meta.url);

type PluginModule = {
  default?: unknown;
  validateOptions?: (context: OptionValidationContext<unknown, unknown>) => unknown;
};
type Plugin = { getThemePath?: () => string };
type PluginFactory = (context: LoadContext, options: unknown) => Plugin | Promise<Plugin>;
/** A plugin the config gives as a function, with the option check Docusaurus reads from it. */
type PluginFunction = PluginFactory & Pick<PluginModule, 'validateOptions'>;
/** A config entry: a module by path, or a plugin function the config imported. */
type Entry = { module: string; options: unknown } | { plugin: PluginFunction; options: unknown };
type Preset = (
  context: LoadContext,
  options: unknown,
) => { plugins?: PluginConfig[]; themes?: PluginConfig[] };

/** What the plugins read of the context when they are made (paths, the locale, the config). */
const context = {
  siteDir: root,
  siteConfig: { ...config, themes: [] },
  siteConfigPath: join(root, 'docusaurus.config.ts'),
  generatedFilesDir: join(root, '.docusaurus'),
  outDir: join(root, 'build'),
  baseUrl: config.baseUrl,
  localizationDir: join(root, 'i18n', 'en'),
  i18n: { ...config.i18n, currentLocale: 'en', path: 'i18n' },
  siteStorage: { type: 'localStorage', namespace: '' },
  codeTranslations: {},
} as unknown as LoadContext;

/** A config entry as module and options: `'./path'`, `['name', options]`, `[plugin, options]`. */
function entryOf(config: PluginConfig): Entry | undefined {
  const [module, options] = Array.isArray(config) ? config : [config, {}];
  if (typeof module === 'string') return { module, options };
  return typeof module === 'function' ? { plugin: module as PluginFunction, options } : undefined;
}

/** A preset's short name as Docusaurus expands it (`classic`: `@docusaurus/preset-classic`). */
const presetModule = (name: string): string =>
  name.startsWith('.') || name.startsWith('@') ? name : `@docusaurus/preset-${name}`;

const resolveModule = (module: string): string =>
  require.resolve(module.startsWith('.') ? join(root, module) : module);

/** The plugins and themes in the order Docusaurus loads them: the presets', then the site's. */
function loadedEntries(): Entry[] {
  const fromPresets = (config.presets ?? []).flatMap((preset) => {
    const entry = entryOf(preset as PluginConfig);
    if (!entry || !('module' in entry))
      throw new Error('a preset given as a function: list its theme paths here');
    const presetOf = require(resolveModule(presetModule(entry.module))) as { default: Preset };
    const { plugins = [], themes = [] } = presetOf.default(context, entry.options);
    return [...plugins, ...themes];
  });
  const configured = [...fromPresets, ...(config.plugins as PluginConfig[])];
  return configured.flatMap((plugin): Entry[] => {
    const entry = entryOf(plugin);
    if (!entry) return [];
    return 'module' in entry ? [{ ...entry, module: resolveModule(entry.module) }] : [entry];
  });
}

/** The plugin, its option check and the folder Docusaurus resolves its paths from. */
async function pluginOf(entry: Entry): Promise<{
  factory: PluginFactory;
  validateOptions: PluginModule['validateOptions'];
  dir: string;
}> {
  // A plugin function's paths are resolved from the config's folder.
  if ('plugin' in entry)
    return { factory: entry.plugin, validateOptions: entry.plugin.validateOptions, dir: root };
  const loaded = (await import(entry.module)) as PluginModule & { default: PluginModule };
  // An ES module's default export, or a CommonJS module's `exports.default`.
  const factory = (
    typeof loaded.default === 'function' ? loaded.default : loaded.default.default
  ) as PluginFactory;
  const validateOptions = loaded.validateOptions ?? loaded.default.validateOptions;
  return { factory, validateOptions, dir: dirname(entry.module) };
}

/** The folder a plugin's theme components are in, as Docusaurus resolves getThemePath(). */
async function themePathOf(entry: Entry): Promise<string | undefined> {
  const { factory, validateOptions, dir } = await pluginOf(entry);
  const { options } = entry;
  const validate = normalizePluginOptions as OptionValidationContext<unknown, unknown>['validate'];
  const normalized = validateOptions ? validateOptions({ validate, options }) : options;
  const plugin = await factory(context, normalized);
  const themePath = plugin.getThemePath?.();
  return themePath === undefined ? undefined : resolve(dir, themePath);
}

/** Docusaurus's own theme under every other (Root, Layout, Loading, Error, NotFound…). */
const fallbackTheme = join(
  dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client/theme-fallback',
);

/** Whether a theme folder holds the component (`X.tsx`, `X/index.js`…), as Docusaurus names them. */
const provides = (themePath: string, component: string): boolean =>
  ['', '/index'].some((tail) =>
    ['.js', '.jsx', '.ts', '.tsx'].some((ext) =>
      existsSync(join(themePath, `${component}${tail}${ext}`)),
    ),
  );

/**
 * Where an import resolves among the themes (fallback first, the last loaded last):
 * `@theme/X` and `@theme-original/X` to the last theme that has X, `@theme-init/X` to the
 * first, which Docusaurus names only when a later theme shadows it.
 */
function resolveThemeImport(themePaths: string[], specifier: string): string | undefined {
  const [, alias, component = ''] =
    /^@(theme|theme-init|theme-original)\/(.+)$/.exec(specifier) ?? [];
  const providers = themePaths.filter((themePath) => provides(themePath, component));
  if (alias !== 'theme-init') return providers.at(-1);
  return providers.length > 1 ? providers[0] : undefined;
}

/** Every theme component import of a file, read by TypeScript's import scanner. */
const themeImportsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => /^@theme(-init|-original)?\//.test(specifier));

const pluginThemeImports = readdirSync(join(root, 'plugins'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file))
  .map((file) => join('plugins', file))
  .sort()
  .flatMap((file) => themeImportsOf(file).map((specifier) => ({ file, specifier })));

describe("the plugins' theme component imports", () => {
  it('are found by the scanner (the check has imports to check)', () => {
    expect(pluginThemeImports.map(({ specifier }) => specifier)).toEqual(
      expect.arrayContaining(['@theme/HighlightedCodeBlock', '@theme-init/MDXComponents']),
    );
    expect(existsSync(fallbackTheme), `Docusaurus's fallback theme at ${fallbackTheme}`).toBe(true);
  });

  it('each resolve to a theme component a plugin or theme ships, outside src/', async () => {
    const themePaths = [fallbackTheme];
    for (const entry of loadedEntries()) {
      const themePath = await themePathOf(entry);
      if (themePath) themePaths.push(themePath);
    }
    const site = join(root, 'src');
    const unresolved = pluginThemeImports.flatMap(({ file, specifier }) => {
      const found = resolveThemeImport(themePaths, specifier);
      if (found === undefined) return [`${file}: ${specifier} resolves to no plugin or theme`];
      if (!relative(site, found).startsWith('..'))
        return [`${file}: ${specifier} resolves into src/ (${relative(root, found)})`];
      return [];
    });
    expect(unresolved).toEqual([]);
  });
});
