import { readFile } from 'node:fs/promises';

import pMap from 'p-map';

import { pageBytesOf, pageTextOf, type PageBytes } from './pageBytes';
import { pagesAtOnce } from './pages';
import { readPageTokens, type PageTokenReader, type StartTag } from './pageTokens';

/** What a step reads of one page: the reader of its tokens, then what it does with them. */
export type PageRead = {
  reader: PageTokenReader;
  /** Called once the whole page is read. */
  done(): void;
};

/**
 * What a step reads in the final pages (`BuildStep.pageReading`): the pages, by path, and
 * for each page's bytes (./pageBytes) as they are read from disk, the read to make of its
 * tokens, or none where the step needs nothing more of it (a page it knows from an
 * earlier build, or does not index). The tokens are of the page's text.
 */
export type PageReading = {
  readonly files: readonly string[];
  read(file: string, bytes: PageBytes): PageRead | undefined;
};

/** A pass over pages for every reading at once (`pagesReader`). */
export type PagesReader = {
  /** Reads `bytes`, the page at `file`, for each reading that asked for it; a page once. */
  read(file: string, bytes: PageBytes): void;
  /** Reads from disk each page asked for and not read yet; then throws a reading's failure, if any. */
  finish(): Promise<void>;
};

/**
 * Reads the pages of every reading in one pass: each page is tokenized once, its tokens
 * given to every reading that asked for it (tokenizing is most of a reading's time, and
 * each reading alone went through every page: at 5,000 pages, 550 MB and about 25 s of
 * tokenizing each). The pages are handed in as another pass has them (the pages' writing:
 * at 5,000 pages, reading them from disk again was 5 s of decoding alone), the rest read
 * from disk a few at a time. A page is decoded as text only when a reading reads its
 * tokens. A reading that throws gets no more pages and fails alone; the others go on.
 */
export function pagesReader(readings: readonly PageReading[]): PagesReader {
  const failures = new Map<PageReading, unknown>();
  const wanted = readings.map((reading) => new Set(reading.files));
  const unread = new Set(readings.flatMap((reading) => reading.files));
  const read = (file: string, bytes: PageBytes): void => {
    if (!unread.delete(file)) return;
    const reads: { reading: PageReading; read: PageRead }[] = [];
    for (const [index, reading] of readings.entries()) {
      if (failures.has(reading) || !wanted[index]?.has(file)) continue;
      const pageRead = guarded(() => reading.read(file, bytes), reading, failures);
      if (pageRead) reads.push({ reading, read: pageRead });
    }
    if (reads.length === 0) return;
    readPageTokens(
      pageTextOf(bytes),
      together(reads.map(({ reading, read }) => readerOf(read.reader, reading, failures))),
    );
    for (const { reading, read } of reads) {
      if (!failures.has(reading)) guarded(() => read.done(), reading, failures);
    }
  };
  return {
    read,
    async finish() {
      await pMap([...unread], async (file) => read(file, pageBytesOf(await readFile(file))), {
        concurrency: pagesAtOnce,
      });
      const failed = readings.find((reading) => failures.has(reading));
      if (failed) throw failures.get(failed);
    },
  };
}

/** Reads the pages of every reading from disk, in one pass (`pagesReader`). */
export async function readPages(readings: readonly PageReading[]): Promise<void> {
  await pagesReader(readings).finish();
}

/** `work`'s value; its error, if any, kept as `reading`'s failure. */
function guarded<T>(
  work: () => T,
  reading: PageReading,
  failures: Map<PageReading, unknown>,
): T | undefined {
  try {
    return work();
  } catch (error) {
    failures.set(reading, error);
    return undefined;
  }
}

/** `reader`, silent once its reading has failed; an error it throws fails the reading. */
function readerOf(
  reader: PageTokenReader,
  reading: PageReading,
  failures: Map<PageReading, unknown>,
): PageTokenReader {
  const give = <T>(take: ((value: T) => void) | undefined, value: T): void => {
    if (!take || failures.has(reading)) return;
    try {
      take.call(reader, value);
    } catch (error) {
      failures.set(reading, error);
    }
  };
  const { skipsContent } = reader;
  return {
    startTag: (tag: StartTag) => give(reader.startTag, tag),
    endTag: (name: string) => give(reader.endTag, name),
    text: (text: string) => give(reader.text, text),
    ...(skipsContent && {
      skipsContent(tag: StartTag, content: () => string) {
        if (failures.has(reading)) return true;
        try {
          return skipsContent.call(reader, tag, content);
        } catch (error) {
          failures.set(reading, error);
          return true;
        }
      },
    }),
  };
}

/** One reader that gives each token to every one of `readers`, in order; it skips what all skip. */
function together(readers: readonly PageTokenReader[]): PageTokenReader {
  if (readers.length === 1 && readers[0]) return readers[0];
  return {
    ...(readers.every((reader) => reader.skipsContent) && {
      skipsContent: (tag: StartTag, content: () => string) =>
        readers.every((reader) => reader.skipsContent?.(tag, content)),
    }),
    startTag(tag) {
      for (const reader of readers) reader.startTag?.(tag);
    },
    endTag(name) {
      for (const reader of readers) reader.endTag?.(name);
    },
    text(text) {
      for (const reader of readers) reader.text?.(text);
    },
  };
}
