import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Python that runs the documented samples: PYTHON when set, else Debian's, to which
 * the test setup (scripts/ensure-system-deps.sh, picking it the same way) gives
 * `requests` (python3-requests), else the python3 on the PATH.
 */
export const python =
  process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

/** Fails, saying how to install it, when that Python cannot import `module`. */
export function requirePythonModule(module: string): void {
  const { status, stderr } = spawnSync(python, ['-c', `import ${module}`], { encoding: 'utf8' });
  if (status !== 0) {
    throw new Error(
      `${python} cannot import ${module}: run \`bash scripts/ensure-system-deps.sh\` (it installs Debian's python3-${module})\n${stderr}`,
    );
  }
}
