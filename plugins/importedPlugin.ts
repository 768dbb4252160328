import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  PluginConfig,
  PluginModule,
} from '@docusaurus/types';

/** A plugin's module as `import * as` gives it: the plugin and its option check. */
type PluginExports<Options, Validated> = {
  default: (context: LoadContext, options: Validated) => Plugin | Promise<Plugin>;
  validateOptions: (data: OptionValidationContext<Options, Validated>) => Validated;
};

/**
 * A plugin given to Docusaurus as the module the config imported, not by its path.
 * Docusaurus loads a plugin given by path afresh, with a loader of its own that skips
 * Node's module cache, so every module two plugins (or a plugin and the config) import
 * was evaluated once for each; given this way, the plugin's modules and what its
 * lifecycles import later load once, with the config. The module stays usable by path:
 * Docusaurus reads `validateOptions` from the function it is given as it reads the
 * module's export, so the options are checked the same way.
 */
export function importedPlugin<Options, Validated>(
  module: PluginExports<Options, Validated>,
  options?: NoInfer<Options>,
): PluginConfig {
  const plugin = (context: LoadContext, validated: unknown) =>
    module.default(context, validated as Validated);
  // Docusaurus types validateOptions generically, for any schema; this one is the module's.
  const validateOptions = module.validateOptions as PluginModule['validateOptions'];
  // Named as the module's plugin, for stack traces and for telling the entries apart.
  Object.defineProperty(plugin, 'name', { value: module.default.name });
  return [Object.assign(plugin, { validateOptions }), options ?? {}];
}
