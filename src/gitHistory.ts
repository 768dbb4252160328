import { execFileSync } from 'node:child_process';

/**
 * Whether `directory` is in a git checkout with its whole history. A shallow clone
 * (CI's default `fetch-depth: 1`) knows one commit only, so every page would show
 * that commit's date as its last update; a copy without git knows none.
 */
export function hasFullGitHistory(directory: string): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: directory,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'false';
  } catch {
    return false;
  }
}
