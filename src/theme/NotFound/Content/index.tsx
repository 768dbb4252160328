// Ejected rather than wrapped: the way back to the docs has to sit inside the original's <main> column.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';

import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p className={styles.lead}>
            There is no page at this address. It may have moved, or the link may have a typo.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/introduction">
              Go to the introduction
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/">
              Back to the home page
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
