import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = [
  '.html',
  '.css',
  '.js',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.map',
  '.webmanifest',
] as const;

/** Below this size a compressed copy saves less than the headers it costs. */
export const minimumCompressibleBytes = 1024;

export function isCompressible(path: string, size: number): boolean {
  return (
    size >= minimumCompressibleBytes && compressibleExtensions.some((ext) => path.endsWith(ext))
  );
}

/**
 * Writes `file.gz` and `file.br` next to `file`, each only when it is smaller than
 * the original (nginx's gzip_static / brotli_static serve them when present).
 * Returns the copies written.
 */
export async function precompress(file: string): Promise<string[]> {
  const original = await readFile(file);
  const copies: Array<[string, Buffer]> = [
    [`${file}.gz`, await gzipAsync(original, { level: 9 })],
    [
      `${file}.br`,
      await brotliAsync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ],
  ];
  const written: string[] = [];
  for (const [path, bytes] of copies) {
    if (bytes.length >= original.length) continue;
    await writeFile(path, bytes);
    written.push(path);
  }
  return written;
}
