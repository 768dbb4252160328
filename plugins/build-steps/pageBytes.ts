declare const pageBytesBrand: unique symbol;

/**
 * A built page's bytes as a string of one character a byte (Latin-1), as the steps hold
 * pages between reading and writing them. V8 makes each string over 128 KiB an object of
 * its own mapping, 0.6 to 0.9 ms each here against 0.01 ms under that size: a page of a
 * 5,000-page build is 110 KB of UTF-8, and one character beyond Latin-1 (an en dash, the
 * heading links' zero-width space) made it a 220 KB string of two bytes a character, six
 * times a page, about 25 s of the build. As bytes it stays 110 KB and is written back the
 * same. What the steps look for and change in a page is ASCII (tags, attributes, links),
 * the same in its bytes as in its text; its text, where characters count, is `pageTextOf`.
 */
export type PageBytes = string & { readonly [pageBytesBrand]: true };

/** A page's bytes, as read from its file. */
export const pageBytesOf = (file: Buffer): PageBytes => file.toString('latin1') as PageBytes;

/** A page's bytes as a file holds them. */
export const fileBytesOf = (bytes: PageBytes): Buffer => Buffer.from(bytes, 'latin1');

/** A page's text: its bytes decoded as UTF-8, as a browser reads a built page. */
export const pageTextOf = (bytes: PageBytes): string => fileBytesOf(bytes).toString('utf8');

const beyondAscii = /[\u0080-\uffff]/;

/**
 * `text` as page bytes, for a step to look for or write in a page: only ASCII is the same
 * in a page's bytes as in its text, so anything else is refused, naming `what` it is.
 */
export function asciiBytes(text: string, what: string): PageBytes {
  if (beyondAscii.test(text))
    throw new Error(
      `${what} holds characters beyond ASCII, which a page's bytes spell otherwise: ${text}`,
    );
  return text as PageBytes;
}
