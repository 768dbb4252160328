/**
 * Prints the nginx server block for the built site (plugins/static-hosting/nginxConf.ts).
 * Without options: the production block, as in deploy/nginx.conf. With --listen and
 * --root: the same block for another address and build folder (scripts/serve-nginx.sh),
 * once the folder holds a build's header includes, serving every locale built into it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import {
  cacheControl,
  nginxIncludeFile,
  type CacheClass,
} from '../plugins/static-hosting/headerPolicy';
import {
  builtLocalePaths,
  productionSite,
  renderNginxConf,
} from '../plugins/static-hosting/nginxConf';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: productionSite.listen },
    root: { type: 'string' },
  },
});
const root = values.root ?? productionSite.root;

if (values.root !== undefined) {
  for (const cacheClass of Object.keys(cacheControl) as CacheClass[]) {
    const include = join(root, nginxIncludeFile(cacheClass));
    if (!existsSync(include)) {
      console.error(`nginx-conf: missing ${include} (run npm run build)`);
      process.exit(1);
    }
  }
}
const localePaths = values.root === undefined ? [] : builtLocalePaths(root);
process.stdout.write(renderNginxConf({ listen: values.listen, root, localePaths }));
