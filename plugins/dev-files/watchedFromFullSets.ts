import type { CurrentBundler } from '@docusaurus/types';

type Compiler = InstanceType<CurrentBundler['instance']['Compiler']>;
type WatchFileSystem = NonNullable<Compiler['watchFileSystem']>;
type Watched = Parameters<WatchFileSystem['watch']>[0];
type WithDeltas = Set<string> & { added: Set<string>; removed: Set<string> };

/** `now` as a set, with what it adds to and removes from `watched`, which it then becomes. */
function withDeltasFrom(watched: Set<string>, now: Iterable<string>): WithDeltas {
  const current = new Set(now);
  const added = new Set([...current].filter((path) => !watched.has(path)));
  const removed = new Set([...watched].filter((path) => !current.has(path)));
  watched.clear();
  for (const path of current) watched.add(path);
  return Object.assign(current, { added, removed });
}

/**
 * Rspack's native watcher is told only what each build added to and removed from the files
 * it watches (`added`, `removed`). Rspack 1.7 drops them for a build that ends while
 * another is due, and lazy compilation asks for one whenever the browser opens a page: a
 * page first compiled in such a build was never watched, and an edit to it never showed
 * (web-infra-dev/rspack#12904, fixed in Rspack 2). This gives the watcher the differences
 * between the whole sets each delivered build watches instead, which no skipped build can
 * lose: a set difference of a few thousand paths per build.
 */
export class WatchedFromFullSets {
  apply(compiler: Compiler): void {
    const inner = compiler.watchFileSystem;
    if (!inner) return;
    const files = new Set<string>();
    const directories = new Set<string>();
    const missing = new Set<string>();
    compiler.watchFileSystem = {
      watch: (
        watchedFiles: Watched,
        watchedDirectories: Watched,
        watchedMissing: Watched,
        ...rest
      ) =>
        inner.watch(
          withDeltasFrom(files, watchedFiles),
          withDeltasFrom(directories, watchedDirectories),
          withDeltasFrom(missing, watchedMissing),
          ...rest,
        ),
    };
  }
}
