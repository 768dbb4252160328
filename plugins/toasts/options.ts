import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** Where a toast can appear, named for a left-to-right page (mirrored on a right-to-left one). */
export const toastPositions = [
  'top',
  'top-left',
  'top-right',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

export type ToastPosition = (typeof toastPositions)[number];

/** How the toasts look and behave; the toaster reads them when it loads. */
export type ToastSettings = {
  /** How long a toast stays, in ms, unless a call says otherwise (loading toasts stay until replaced). */
  durationMs: number;
  /** The narrowest a toast is drawn, in px (on a screen at least this wide). */
  minWidthPx: number;
  /** The widest a toast is drawn, in px. */
  maxWidthPx: number;
  /** Where toasts appear unless a call asks for another position. */
  position: ToastPosition;
};

export type PluginOptions = ToastSettings & { id: string };

export type Options = Partial<ToastSettings>;

export const defaultSettings: ToastSettings = {
  durationMs: 5000,
  minWidthPx: 300,
  maxWidthPx: 560,
  position: 'bottom-right',
};

const pluginOptionsSchema = Joi.object<PluginOptions>({
  durationMs: Joi.number().integer().positive().default(defaultSettings.durationMs),
  minWidthPx: Joi.number().integer().positive().default(defaultSettings.minWidthPx),
  maxWidthPx: Joi.number().integer().min(Joi.ref('minWidthPx')).default(defaultSettings.maxWidthPx),
  position: Joi.string()
    .valid(...toastPositions)
    .default(defaultSettings.position),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(pluginOptionsSchema, options);
}
