import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** The options of a plugin that has none: an option given to it fails the build. */
type NoOptions = Record<string, never>;

const noOptionsSchema = Joi.object<NoOptions>({});

export function validateNoOptions({
  validate,
  options,
}: OptionValidationContext<NoOptions, NoOptions>): NoOptions {
  return validate(noOptionsSchema, options);
}
