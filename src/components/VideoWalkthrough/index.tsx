import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';

import { PlayIcon } from '@site/src/components/Icons';

import styles from './styles.module.css';

type Props = {
  /** The YouTube video id, e.g. the part after `watch?v=`. */
  videoId: string;
  /**
   * What the link does, in our own words, e.g. "Watch a walkthrough of onboarding": the
   * video's own title is not quoted, so it can never be misquoted. Names the link.
   */
  title: string;
  /** A local image under `static/`, shown instead of an embedded player. */
  poster: string;
};

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * A video as a local poster with a play button that links to YouTube. Nothing
 * is requested from YouTube until the reader follows the link, so the page
 * stays private and works offline.
 */
export default function VideoWalkthrough({ videoId, title, poster }: Props): ReactNode {
  const posterUrl = useBaseUrl(poster);
  return (
    // The player is for a browser: the page's Markdown copy links the video in its own words.
    <figure className={styles.video} data-markdown-ignore="">
      <Link
        className={styles.poster}
        href={youtubeWatchUrl(videoId)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className={styles.frame}>
          <img src={posterUrl} alt="" width={1280} height={720} loading="lazy" />
          <span className={styles.playButton} aria-hidden="true">
            <PlayIcon />
          </span>
        </span>
        <span className={styles.label}>
          <Translate id="videoWalkthrough.watch" values={{ title }}>
            {'{title} on YouTube'}
          </Translate>
          <span className={styles.newTab}>
            {' '}
            <Translate id="videoWalkthrough.newTab">(opens in a new tab)</Translate>
          </span>
        </span>
      </Link>
    </figure>
  );
}
