import { useId, type ReactNode } from 'react';

import type { SearchVersion } from '../../client/searchIndexUrl';
import { searchStrings as t } from '../SearchDialog/strings';
import styles from './styles.module.css';

/**
 * The docs version search looks in, the reader's own by default; shown only when the
 * docs have more than one.
 */
export function VersionChoice({
  versions,
  value,
  onChange,
}: {
  versions: readonly SearchVersion[];
  value: string;
  onChange: (name: string) => void;
}): ReactNode {
  const id = useId();
  if (versions.length < 2) return null;
  return (
    <p className={styles.version}>
      <label htmlFor={id}>{t.version()}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The version search looks in: the reader's choice, else the one they are reading. */
export function chosenVersion(
  versions: readonly SearchVersion[],
  reading: SearchVersion,
  chosen: string | undefined,
): SearchVersion {
  return versions.find((version) => version.name === chosen) ?? reading;
}
