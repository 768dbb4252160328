/**
 * The site's plugins check their options as Docusaurus does for its own: each plugin
 * module exports validateOptions, which Docusaurus calls with normalizePluginOptions
 * when the build starts. A wrong option fails with a message that names it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OptionValidationContext, PluginConfig } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';

import config from '../../docusaurus.config';
import * as announcementBarId from '../../plugins/announcement-bar-id';
import * as brandTokens from '../../plugins/brand-tokens';
import * as buildPipeline from '../../plugins/build-pipeline';
import * as keptServerMarkup from '../../plugins/kept-server-markup';
import * as preactInBrowser from '../../plugins/preact-in-browser';
import * as llms from '../../plugins/llms';
import * as openapi from '../../plugins/openapi';
import * as pageScripts from '../../plugins/page-scripts';
import * as search from '../../plugins/search';
import * as prismOnDemand from '../../plugins/prism-on-demand';
import * as toasts from '../../plugins/toasts';

type ValidateOptions<In, Out> = (context: OptionValidationContext<In, Out>) => Out;

/**
 * Validates as Docusaurus does when the build starts (its own types leave the schema's
 * type open); `options` is unknown, as a config gives it.
 */
const validated = <In, Out>(validateOptions: ValidateOptions<In, Out>, options: unknown): Out =>
  validateOptions({
    validate: normalizePluginOptions as OptionValidationContext<In, Out>['validate'],
    options: options as In,
  });

const validSocialCard = {
  palette: { background: '#1b040f', accent: '#3d9970', text: '#ffffff', secondaryText: '#f3d6e4' },
  fonts: { heading: 'Montserrat', body: 'Lato' },
  logo: 'static/img/logo-dark.svg',
};
const validPipeline = {
  fonts: { preload: ['lato-latin-400-normal'] },
  socialCard: validSocialCard,
  sitemap: {},
};

describe('a wrong option fails with a message naming it', () => {
  const cases = [
    {
      plugin: 'brand-tokens',
      validateOptions: brandTokens.validateOptions,
      options: { stylesheet: 42, customMedia: '' },
      message: /"stylesheet" must be a string/,
    },
    {
      plugin: 'brand-tokens',
      validateOptions: brandTokens.validateOptions,
      options: { stylesheet: ':root{}' },
      message: /"customMedia" is required/,
    },
    {
      plugin: 'llms',
      validateOptions: llms.validateOptions,
      options: { remarkPlugins: 'remark-gfm' },
      message: /"remarkPlugins" must be an array/,
    },
    {
      plugin: 'llms',
      validateOptions: llms.validateOptions,
      options: {
        files: [{ title: 'API', url: 'https://example.com/a.yaml', description: 'The API.' }],
      },
      message: /"files\[0\]\.url" .* URL path pattern/,
    },
    {
      plugin: 'build-pipeline',
      validateOptions: buildPipeline.validateOptions,
      options: { ...validPipeline, fonts: { preload: ['lato-latin-400-normal.woff2'] } },
      message: /"fonts\.preload\[0\]" .* font file name without its hash pattern/,
    },
    {
      plugin: 'build-pipeline',
      validateOptions: buildPipeline.validateOptions,
      options: {
        ...validPipeline,
        socialCard: {
          ...validSocialCard,
          palette: { ...validSocialCard.palette, accent: 'green' },
        },
      },
      message: /"socialCard\.palette\.accent" .* #rrggbb colour pattern/,
    },
    {
      plugin: 'build-pipeline',
      validateOptions: buildPipeline.validateOptions,
      options: { ...validPipeline, socialCard: { ...validSocialCard, logo: 42 } },
      message: /"socialCard\.logo" must be a string/,
    },
    {
      plugin: 'build-pipeline',
      validateOptions: buildPipeline.validateOptions,
      options: { ...validPipeline, socialCard: { ...validSocialCard, fonts: undefined } },
      message: /"socialCard\.fonts" is required/,
    },
    {
      plugin: 'toasts',
      validateOptions: toasts.validateOptions,
      options: { position: 'middle' },
      message:
        /"position" must be one of \[top, top-left, top-right, bottom, bottom-left, bottom-right\]/,
    },
    {
      plugin: 'toasts',
      validateOptions: toasts.validateOptions,
      options: { minWidthPx: 300, maxWidthPx: 200 },
      message: /"maxWidthPx" must be greater than or equal to ref:minWidthPx/,
    },
    {
      plugin: 'toasts',
      validateOptions: toasts.validateOptions,
      options: { durationMs: '5s' },
      message: /"durationMs" must be a number/,
    },
  ];

  it.each(cases)('$plugin: $message', ({ validateOptions, options, message }) => {
    const validate = validateOptions as ValidateOptions<unknown, unknown>;
    expect(() => validated(validate, options)).toThrow(message);
  });

  it.each([
    ['announcement-bar-id', announcementBarId.validateOptions],
    ['kept-server-markup', keptServerMarkup.validateOptions],
    ['preact-in-browser', preactInBrowser.validateOptions],
    ['openapi', openapi.validateOptions],
    ['page-scripts', pageScripts.validateOptions],
    ['search', search.validateOptions],
    ['prism-on-demand', prismOnDemand.validateOptions],
  ])('%s takes no options, and names one given to it', (_name, validateOptions) => {
    expect(() => validated(validateOptions, { colour: 'red' })).toThrow(/"colour" is not allowed/);
    expect(validated(validateOptions, undefined)).toEqual({ id: 'default' });
  });
});

describe('options left out take their defaults', () => {
  it('llms lists no remark plugins, no files they read and no files besides the pages', () => {
    expect(validated(llms.validateOptions, {})).toEqual({
      id: 'default',
      remarkPlugins: [],
      remarkInputs: [],
      files: [],
    });
  });

  it('toasts stay 5 s, 300 to 560 px wide, at the bottom right', () => {
    expect(validated(toasts.validateOptions, {})).toEqual({
      id: 'default',
      durationMs: 5000,
      minWidthPx: 300,
      maxWidthPx: 560,
      position: 'bottom-right',
    });
  });

  it('the social card calls the site developer documentation', () => {
    expect(validated(buildPipeline.validateOptions, validPipeline).socialCard.kind).toBe(
      'Developer documentation',
    );
  });
});

/** The site's own plugins in docusaurus.config.ts: the function Docusaurus calls, and its options. */
const sitePlugins = (config.plugins as PluginConfig[]).map((entry) => {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof plugin !== 'function') throw new Error(`${String(plugin)} is not an imported plugin`);
  return { plugin, options };
});

/** Every module under plugins/ with the shape Docusaurus loads by path: a default plugin and validateOptions. */
const pluginModulesByPath = async (): Promise<
  Map<string, { path: string; validateOptions: unknown }>
> => {
  const byName = new Map<string, { path: string; validateOptions: unknown }>();
  for (const name of readdirSync(resolve('plugins'))) {
    const path = `./plugins/${name}/index.ts`;
    if (!existsSync(resolve(path))) continue;
    const module = (await import(resolve(path))) as {
      default?: unknown;
      validateOptions?: unknown;
    };
    if (typeof module.default === 'function' && typeof module.validateOptions === 'function')
      byName.set(module.default.name, { path, validateOptions: module.validateOptions });
  }
  return byName;
};

describe('the plugins of docusaurus.config.ts', () => {
  it('are the modules under plugins/, imported by the config, each with its own option check', async () => {
    const byName = await pluginModulesByPath();
    const modules = sitePlugins.map(({ plugin }) => byName.get(plugin.name));
    expect(modules.every((module) => module !== undefined)).toBe(true);
    expect(new Set(modules).size).toBe(sitePlugins.length);
    sitePlugins.forEach(({ plugin }, index) =>
      expect(plugin.validateOptions).toBe(modules[index]?.validateOptions),
    );
  });

  it.each(sitePlugins.map((entry, index) => ({ ...entry, index })))(
    'plugin $index accepts the options the site gives it',
    ({ plugin, options }) => {
      // Docusaurus reads validateOptions from the function it is given.
      const { validateOptions } = plugin as { validateOptions?: ValidateOptions<unknown, unknown> };
      if (!validateOptions) throw new Error('the plugin carries no validateOptions');
      expect(() => validated(validateOptions, options)).not.toThrow();
    },
  );
});
