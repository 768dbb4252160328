import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import { docAreas } from './areas';
import { DocAreaIcon } from '@site/src/components/Icons';
import styles from './styles.module.css';

/** One card per doc area, each a link to its page. */
export default function DocAreas(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="doc-areas-title">
      <div className="container">
        <Heading as="h2" id="doc-areas-title" className={styles.title}>
          <Translate id="docAreas.title">Find your way around</Translate>
        </Heading>
        <ul className={styles.grid}>
          {docAreas.map((area) => (
            <li key={area.to}>
              <Link className={styles.card} to={area.to}>
                <span className={styles.icon}>
                  <DocAreaIcon name={area.icon} />
                </span>
                {/* Blocks, not spans: a reader of the HTML without its CSS sees two lines. */}
                <div className={styles.cardTitle}>{area.title}</div>
                <div className={styles.summary}>{area.summary}</div>
                <span className={styles.more} aria-hidden="true" data-markdown-ignore="">
                  <Translate id="docAreas.readMore">Read more →</Translate>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
