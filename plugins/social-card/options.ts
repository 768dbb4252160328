import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** The card's colours (CSS colours resvg understands, such as #rrggbb). */
export type CardPalette = {
  background: string;
  /** The stripe along the bottom and the line above the title. */
  accent: string;
  /** The title and the site's host. */
  text: string;
  /** The tagline. */
  secondaryText: string;
};

export type PluginOptions = {
  /** The line above the title. */
  kind: string;
  palette: CardPalette;
  /** Font families, each drawn from its @fontsource package (`@fontsource/lato`). */
  fonts: { heading: string; body: string };
  /** The logo drawn on the card: an SVG file, relative to the site's folder. */
  logo: string;
};

export type Options = Omit<PluginOptions, 'kind'> & Partial<Pick<PluginOptions, 'kind'>>;

const color = Joi.string()
  .pattern(/^#[0-9a-f]{6}$/i, '#rrggbb colour')
  .required();
const fontFamily = Joi.string()
  .pattern(/^[A-Za-z0-9 ]+$/, 'font family name')
  .required();

const pluginOptionsSchema = Joi.object<PluginOptions>({
  kind: Joi.string().default('Developer documentation'),
  palette: Joi.object<CardPalette>({
    background: color,
    accent: color,
    text: color,
    secondaryText: color,
  }).required(),
  fonts: Joi.object({ heading: fontFamily, body: fontFamily }).required(),
  logo: Joi.string()
    .pattern(/\.svg$/, 'SVG file')
    .required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
