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

/** The card's options, given to the build pipeline under `socialCard`. */
export type SocialCardOptions = {
  /** The line above the title. */
  kind: string;
  palette: CardPalette;
  /** Font families, each drawn from its @fontsource package (`@fontsource/lato`). */
  fonts: { heading: string; body: string };
  /** The logo drawn on the card: an SVG file, relative to the site's folder. */
  logo: string;
};

export type SocialCardOptionsInput = Omit<SocialCardOptions, 'kind'> &
  Partial<Pick<SocialCardOptions, 'kind'>>;

const color = Joi.string()
  .pattern(/^#[0-9a-f]{6}$/i, '#rrggbb colour')
  .required();
const fontFamily = Joi.string()
  .pattern(/^[A-Za-z0-9 ]+$/, 'font family name')
  .required();

export const socialCardOptionsSchema = Joi.object<SocialCardOptions>({
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
