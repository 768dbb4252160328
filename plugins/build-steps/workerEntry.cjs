// A step's worker thread (./stepWorker.ts): loads the step's TypeScript module as
// Docusaurus loads the site's plugins, then runs the functions the build asks for, one
// message each.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS entry
const { parentPort, workerData } = require('node:worker_threads');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS entry
const { loadFreshModule } = require('@docusaurus/utils');

const loaded = loadFreshModule(workerData.moduleFile);

parentPort.on('message', ({ id, name, args }) => {
  loaded
    .then((functions) => functions[name](...args))
    .then(
      (result) => parentPort.postMessage({ id, result }),
      (error) =>
        parentPort.postMessage({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
});
