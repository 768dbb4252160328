import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

import { hasFullGitHistory } from '../../src/gitHistory';

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });

/** A repository with two commits, and clones of it: full and shallow. */
function repositories(): { full: string; shallow: string; none: string } {
  const root = mkdtempSync(join(tmpdir(), 'last-update-'));
  const origin = join(root, 'origin');
  git(root, 'init', '-q', origin);
  for (const text of ['one', 'two']) {
    writeFileSync(join(origin, 'page.md'), text);
    git(origin, 'add', 'page.md');
    git(origin, 'commit', '-q', '-m', text);
  }
  const full = join(root, 'full');
  const shallow = join(root, 'shallow');
  git(root, 'clone', '-q', `file://${origin}`, full);
  git(root, 'clone', '-q', '--depth', '1', `file://${origin}`, shallow);
  const none = mkdtempSync(join(tmpdir(), 'no-git-'));
  return { full, shallow, none };
}

describe('the last-updated date of the doc pages', () => {
  const { full, shallow, none } = repositories();

  it('shows in a full clone, as CI makes it', () => {
    expect(hasFullGitHistory(full)).toBe(true);
  });

  it('hides in a shallow clone, where every page would show the date of its one commit', () => {
    expect(hasFullGitHistory(shallow)).toBe(false);
  });

  it('hides where there is no git history at all', () => {
    expect(hasFullGitHistory(none)).toBe(false);
  });

  it('is read from the whole history by the deploy workflow', () => {
    type Workflow = { jobs: Record<string, { steps: { uses?: string; with?: object }[] }> };
    const workflow = load(
      readFileSync(new URL('../../.github/workflows/deploy.yml', import.meta.url), 'utf8'),
    ) as Workflow;
    const checkouts = Object.values(workflow.jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with).toMatchObject({ 'fetch-depth': 0 });
  });
});
