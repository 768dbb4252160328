import type { ReactNode } from 'react';

import styles from './styles.module.css';

/**
 * A request body's fields, generated from openapi.yaml (plugins/openapi/fieldTables.ts):
 * a nested list, one block per field, that reads the same at every width.
 */
export default function ApiFields({ children }: { children?: ReactNode }): ReactNode {
  return <div className={styles.fields}>{children}</div>;
}
