import type { OptionValidationContext } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { Joi } from '@docusaurus/utils-validation';

/** Code a component shows (not Markdown), and the grammar to colour it with. */
export type Snippet = { code: string; language: string };

export type PluginOptions = {
  /** themeConfig.prism.additionalLanguages: the grammars, in load order. */
  languages: readonly string[];
  /** The Prism theme whose entries, in order, the site's CSS rules for `.token` follow. */
  theme: PrismTheme;
  /**
   * Code that components (not Markdown) show, coloured at build time: each is written to
   * `@generated/chitchatlabs-build-highlight/default/<name>.json` as lines of tokens, which
   * `@theme/HighlightedCodeBlock` draws (`lines`). Markdown's code blocks are coloured by ./rehype.
   */
  snippets: Record<string, Snippet>;
};

export type Options = Partial<PluginOptions>;

const pluginOptionsSchema = Joi.object<PluginOptions>({
  languages: Joi.array().items(Joi.string()).required(),
  theme: Joi.object({ plain: Joi.object().required(), styles: Joi.array().required() }).required(),
  snippets: Joi.object()
    .pattern(
      Joi.string().pattern(/^[a-z0-9-]+$/, 'file name'),
      Joi.object<Snippet>({ code: Joi.string().required(), language: Joi.string().required() }),
    )
    .default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
