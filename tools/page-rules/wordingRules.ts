/** The rules for what a page says: videos it links, phone numbers it shows, claims it makes. */
import { existsSync } from 'node:fs';

import { allowedPhoneNumbers, unsupportedClaims } from './claims';
import type { At } from './mdx';
import { staticFileOf, type Page, type PageRule, type Problem } from './page';

/** Where the page's body starts, after its front matter (which the summary rule covers). */
function bodyStart(page: Page): number {
  const first = page.tree.children[0];
  return first?.type === 'yaml' ? (first.position?.end.offset ?? 0) : 0;
}

function atIndex(text: string, index: number): At {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Every match of a global pattern in the page's body, with where it starts. */
function matchesIn(page: Page, pattern: RegExp): (At & { text: string; index: number })[] {
  const start = bodyStart(page);
  return [...page.text.matchAll(pattern)]
    .filter((match) => match.index >= start)
    .map((match) => ({ ...atIndex(page.text, match.index), text: match[0], index: match.index }));
}

const videoPosters: PageRule = {
  name: 'video-posters',
  description:
    'A video is a local poster that opens YouTube: `<VideoWalkthrough videoId="…" title="…" poster="/img/name.svg" />`, never an embedded player.',
  check: (page, site) => {
    // An <iframe> tag is one match, whatever address it holds.
    const embed = /<iframe\b[^>]*>|\S*(?:youtube\.com\/embed|youtube-nocookie)\S*/g;
    const embeds = matchesIn(page, embed).map((found): Problem => ({
      ...found,
      message:
        'an embedded player loads YouTube for every reader: write <VideoWalkthrough videoId="…" title="…" poster="/img/name.svg" /> instead',
    }));
    const posters = matchesIn(page, /<VideoWalkthrough\b[^>]*>/g).flatMap((element): Problem[] => {
      const poster = /poster="([^"]+)"/.exec(element.text)?.[1] ?? '';
      if (/^\/img\/[\w-]+\.svg$/.test(poster)) {
        if (existsSync(staticFileOf(site, poster))) return [];
        return [
          {
            ...element,
            message: `the poster ${poster} is not in static/: add the file, or name one that is there`,
          },
        ];
      }
      return [
        {
          ...element,
          message: `the video's poster "${poster}" is not an SVG of static/img/: write poster="/img/name.svg" and add the file`,
        },
      ];
    });
    return [...embeds, ...posters];
  },
};

/** Whether the match starting at `index` is part of an address (`https://…/1959199829`, `/img/…`). */
function insideAddress(text: string, index: number): boolean {
  const wordStart = Math.max(text.lastIndexOf(' ', index), text.lastIndexOf('\n', index)) + 1;
  const word = text.slice(wordStart, index);
  return /:\/\/|\]\(|(^|[("'=])\/|www\./.test(word);
}

const fakePhoneNumbers: PageRule = {
  name: 'fake-phone-numbers',
  description:
    'Phone numbers in examples are made up, 1555 and seven digits (`15550001234`); the support line is the only real one.',
  check: (page) =>
    matchesIn(page, /\b\d{10,}\b/g)
      .filter((number) => !allowedPhoneNumbers.test(number.text))
      .filter((number) => !insideAddress(page.text, number.index))
      .map((number) => ({
        ...number,
        message: `${number.text} may be someone's real phone number: write a made-up one, 1555 and seven digits, such as 15550001234`,
      })),
};

const unsupported: PageRule = {
  name: 'unsupported-claims',
  description:
    'The page makes none of the claims no fact supports (a queue, an account number, time zones, …; listed in `tools/page-rules/claims.ts`).',
  check: (page) =>
    unsupportedClaims.flatMap((claim) =>
      matchesIn(page, new RegExp(claim.source, `${claim.flags}g`)).map((found) => ({
        ...found,
        message: `"${found.text}" makes a claim no fact about the product supports: leave it out`,
      })),
    ),
};

export const wordingRules: readonly PageRule[] = [videoPosters, fakePhoneNumbers, unsupported];
