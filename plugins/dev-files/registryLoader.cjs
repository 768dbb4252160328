// The bundler's loader for Docusaurus's generated registry under `npm start`
// (devRegistryModule in plugins/page-scripts/routeTable.ts). Rspack loads a loader with
// Node's require, which reads no TypeScript: this loads that module as Docusaurus loads
// the site's plugins.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader
const { loadFreshModule } = require('@docusaurus/utils');

let routeTable;

module.exports = function devRegistryLoader(source) {
  const callback = this.async();
  routeTable ??= loadFreshModule(require.resolve('../page-scripts/routeTable.ts'));
  routeTable.then(
    ({ devRegistryModule }) => callback(null, devRegistryModule(source)),
    (error) => callback(error),
  );
};
