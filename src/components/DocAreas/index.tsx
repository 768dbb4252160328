import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
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
          Find your way around
        </Heading>
        <ul className={styles.grid}>
          {docAreas.map((area) => (
            <li key={area.to}>
              <Link className={styles.card} to={area.to}>
                <span className={styles.icon}>
                  <DocAreaIcon name={area.icon} />
                </span>
                <span className={styles.cardTitle}>{area.title}</span>
                <span className={styles.summary}>{area.summary}</span>
                <span className={styles.more} aria-hidden="true">
                  Read more →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
