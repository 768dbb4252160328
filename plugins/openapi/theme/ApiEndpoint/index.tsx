import type { ReactNode } from 'react';

import styles from './styles.module.css';

/**
 * An operation's method and URL (plugins/openapi/fieldTables.ts renders it as a code
 * block inside this): the URL wraps on a narrow screen instead of running off it.
 */
export default function ApiEndpoint({ children }: { children?: ReactNode }): ReactNode {
  return <div className={styles.endpoint}>{children}</div>;
}
