import type { ReactNode } from 'react';

import styles from './styles.module.css';

/** A chat turning into an API request: the brand's own drawing, decorative only. */
export default function HeroArt(): ReactNode {
  return (
    <svg className={styles.art} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect className={styles.window} x="150" y="120" width="310" height="210" rx="16" />
      <rect className={styles.windowBar} x="150" y="120" width="310" height="34" rx="16" />
      <rect className={styles.windowBar} x="150" y="138" width="310" height="16" />
      <circle className={styles.dotPrimary} cx="174" cy="137" r="6" />
      <circle className={styles.dotSecondary} cx="194" cy="137" r="6" />
      <circle className={styles.dotMuted} cx="214" cy="137" r="6" />
      <text className={styles.code} x="172" y="186">
        POST /message/single
      </text>
      <text className={styles.codeMuted} x="172" y="214">
        {'{'}
      </text>
      <text className={styles.code} x="192" y="240">
        &quot;to&quot;: &quot;15551234567&quot;,
      </text>
      <text className={styles.code} x="192" y="266">
        &quot;fb_template&quot;: …
      </text>
      <text className={styles.codeMuted} x="172" y="292">
        {'}'}
      </text>

      <path
        className={styles.bubblePrimary}
        d="M36 28h176a20 20 0 0 1 20 20v56a20 20 0 0 1-20 20H84l-30 24 6-24H36a20 20 0 0 1-20-20V48a20 20 0 0 1 20-20z"
      />
      <rect className={styles.lineOnPrimary} x="40" y="54" width="150" height="10" rx="5" />
      <rect className={styles.lineOnPrimary} x="40" y="76" width="110" height="10" rx="5" />
      <rect className={styles.lineOnPrimary} x="40" y="98" width="70" height="10" rx="5" />

      <path
        className={styles.bubbleSecondary}
        d="M300 24h124a20 20 0 0 1 20 20v36a20 20 0 0 1-20 20h-12l6 22-30-22h-88a20 20 0 0 1-20-20V44a20 20 0 0 1 20-20z"
      />
      <path className={styles.check} d="M318 62l12 12 22-24M352 62l12 12 22-24" />

      <path className={styles.arrow} d="M120 170c0 60 10 96 24 110" />
      <path className={styles.arrowHead} d="M132 270l12 12 8-16" />
    </svg>
  );
}
