import type { ReactNode } from 'react';

import styles from './styles.module.css';

/** One line of the sample request: its text, its indent level, and whether it is punctuation. */
type Line = { text: string; indent: number; muted?: boolean };

const requestLines: Line[] = [
  { text: 'POST /message/single', indent: 0 },
  { text: '{', indent: 0, muted: true },
  { text: '"to": {', indent: 1 },
  { text: '"mobile": "15551234567",', indent: 2 },
  { text: '"name": "Asha"', indent: 2 },
  { text: '},', indent: 1, muted: true },
  { text: '"fb_template": "order_confirmation",', indent: 1 },
  { text: '"language": "en",', indent: 1 },
  { text: '"params": ["Asha", "ORDER-1001"]', indent: 1 },
  { text: '}', indent: 0, muted: true },
];

/** A chat turning into an API request: the brand's own drawing, decorative only. */
export default function HeroArt(): ReactNode {
  return (
    <svg className={styles.art} viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <rect className={styles.window} x="110" y="160" width="360" height="250" rx="16" />
      <rect className={styles.windowBar} x="110" y="160" width="360" height="34" rx="16" />
      <rect className={styles.windowBar} x="110" y="178" width="360" height="16" />
      <circle className={styles.dotPrimary} cx="134" cy="177" r="6" />
      <circle className={styles.dotSecondary} cx="154" cy="177" r="6" />
      <circle className={styles.dotMuted} cx="174" cy="177" r="6" />
      {/* A whole request, as the Messages API documents it (a made-up recipient). */}
      <g>
        {requestLines.map(({ text, indent, muted }, line) => (
          <text
            key={line}
            className={muted ? styles.codeMuted : styles.code}
            x={128 + indent * 16}
            y={216 + line * 19}
          >
            {text}
          </text>
        ))}
      </g>

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

      <path className={styles.arrow} d="M76 170c0 70 10 112 24 128" />
      <path className={styles.arrowHead} d="M88 286l12 12 8-16" />
    </svg>
  );
}
