// Ejected rather than wrapped: the way back to the docs has to sit inside the original's <main> column.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
            <Translate id="notFound.title">Page not found</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="notFound.lead">
              There is no page at this address. It may have moved, or the link may have a typo.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/introduction">
              <Translate id="notFound.goToIntroduction">Go to the introduction</Translate>
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/">
              <Translate id="notFound.backHome">Back to the home page</Translate>
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
