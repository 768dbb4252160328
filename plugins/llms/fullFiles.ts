import { llmsFullTxtPage } from './llmsTxt';

/**
 * A part of a file the plugin publishes: a part without `append` makes the file (or
 * replaces it), and each part with `append` adds its text to the end; `more` says that
 * more parts of the file follow (a writer may gather them), none that the file is whole.
 */
export type PublishedPart = { file: string; text: string; append?: true; more?: true };

/** An llms-full file: the docs it holds in full, in its order, and the text it ends with. */
export type FullFile = { file: string; ids: readonly string[]; end: string };

/** A doc's Markdown held until every file that holds it has its part. */
type Held = { url: string; markdown: string; left: number };

/**
 * A version's llms-full files written as its docs' Markdown comes, a few docs at a time in
 * reading order: each file gets a doc's part once the docs before it in that file's own
 * order have theirs, and its end after its last doc. A doc is held only while a file still
 * waits for an earlier one, so a file in reading order holds none, and no file holds every
 * page's Markdown at once.
 */
export function fullFilesInOrder(files: readonly FullFile[]): {
  /** The parts that can be written now that the doc `id` (at `url`) is `markdown`. */
  arrive: (id: string, url: string, markdown: string) => Generator<PublishedPart>;
  /** The files that hold no doc, once every doc has come. */
  end: () => Generator<PublishedPart>;
} {
  const states = files.map((file) => ({ ...file, next: 0 }));
  const filesOf = new Map<string, Set<(typeof states)[number]>>();
  const uses = new Map<string, number>();
  for (const state of states)
    for (const id of state.ids) {
      uses.set(id, (uses.get(id) ?? 0) + 1);
      filesOf.set(id, (filesOf.get(id) ?? new Set()).add(state));
    }
  const held = new Map<string, Held>();

  function* written(state: (typeof states)[number]): Generator<PublishedPart> {
    for (let id = state.ids[state.next]; id !== undefined; id = state.ids[state.next]) {
      const doc = held.get(id);
      if (!doc) return;
      const first = state.next === 0;
      yield {
        file: state.file,
        text: llmsFullTxtPage(doc.url, doc.markdown, first),
        ...(first ? {} : { append: true as const }),
        more: true,
      };
      state.next += 1;
      doc.left -= 1;
      if (doc.left === 0) held.delete(id);
    }
    yield { file: state.file, text: state.end, append: true };
  }

  return {
    *arrive(id, url, markdown) {
      const left = uses.get(id);
      if (left === undefined) return;
      held.set(id, { url, markdown, left });
      for (const state of filesOf.get(id) ?? []) yield* written(state);
    },
    *end() {
      for (const state of states) {
        const missing = state.ids[state.next];
        if (missing !== undefined)
          throw new Error(
            `llms: ${state.file} is waiting for the doc ${missing}, which never came`,
          );
        if (state.ids.length === 0) yield { file: state.file, text: state.end };
      }
    },
  };
}
