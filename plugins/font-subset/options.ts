import { Joi } from '@docusaurus/utils-validation';

export type FontSubsetOptions = {
  /** Font files every page preloads, by the name their package gives them (no hash). */
  preload: readonly string[];
};

export const fontSubsetOptionsSchema = Joi.object<FontSubsetOptions>({
  preload: Joi.array()
    .items(Joi.string().pattern(/^[a-z0-9-]+$/, 'font file name without its hash'))
    .required(),
});
