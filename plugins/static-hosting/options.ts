import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export type PluginOptions = {
  /**
   * Steps that rewrite the built files (plugins run their postBuild in parallel): they
   * finish before the CSP hashes and the compressed copies are made from the files.
   */
  rewriteBuild: readonly ((outDir: string) => Promise<void>)[];
};

export type Options = Partial<PluginOptions>;

const defaultOptions: PluginOptions = { rewriteBuild: [] };

const pluginOptionsSchema = Joi.object<PluginOptions>({
  rewriteBuild: Joi.array().items(Joi.function()).default(defaultOptions.rewriteBuild),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
