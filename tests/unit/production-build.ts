import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The site's production build, which the build's tests read. */
export const buildDir = join(__dirname, '../../build');

/**
 * build/, or an error that says how to make it: a test of the build fails without one
 * rather than passing with nothing checked (npm test builds before the unit tests).
 */
export function productionBuild(): string {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` before the unit tests');
  }
  return buildDir;
}
