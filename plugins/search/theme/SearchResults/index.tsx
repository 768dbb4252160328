import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type { Hit } from '../../client/engine';
import type { PageGroup } from '../../client/groupResults';
import { recordHref } from '../../records';
import Marked from './Marked';
import styles from './styles.module.css';

/** What a result says: where it is (the h2 above a subsection), its title, a snippet (marked by the search). */
function HitContent({ hit, titleAs: Title }: { hit: Hit; titleAs: 'span' | 'h3' }): ReactNode {
  const { record, shown } = hit;
  return (
    <>
      {record.parent && <span className={styles.parent}>{record.parent} ›</span>}
      <Title className={styles.title}>
        <Marked segments={shown.title} />
      </Title>
      <span className={styles.snippet}>
        <Marked segments={shown.snippet} />
      </span>
    </>
  );
}

type ListboxProps = {
  groups: PageGroup[];
  /** Id of the listbox; options are `${id}-${index}`, counted over all groups. */
  id: string;
  label: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (hit: Hit) => void;
};

export const optionId = (listboxId: string, index: number): string => `${listboxId}-${index}`;

/**
 * The results as a listbox of options grouped by page (WAI-ARIA combobox pattern):
 * the search box keeps focus and points at the active option. Drawn again only when
 * its results or the active option change, not at each key typed in the box.
 */
export const ResultsListbox = memo(function ResultsListbox({
  groups,
  id,
  label,
  activeIndex,
  onActivate,
  onChoose,
}: ListboxProps): ReactNode {
  // Options are numbered across groups, in the order they are shown.
  const offsets = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.hits.length, 0),
  );
  return (
    <div role="listbox" id={id} aria-label={label} className={styles.results}>
      {groups.map((group, groupIndex) => {
        const groupId = `${id}-group-${groupIndex}`;
        return (
          <div key={group.url} role="group" aria-labelledby={groupId} className={styles.group}>
            <div role="presentation" id={groupId} className={styles.pageTitle}>
              {group.page}
            </div>
            {group.hits.map((hit, hitIndex) => {
              const optionIndex = offsets[groupIndex] + hitIndex;
              const active = optionIndex === activeIndex;
              return (
                <div
                  key={hit.record.id}
                  role="option"
                  id={optionId(id, optionIndex)}
                  aria-selected={active}
                  className={clsx(styles.hit, active && styles.active)}
                  onPointerMove={() => !active && onActivate(optionIndex)}
                  onClick={() => onChoose(hit)}
                >
                  <HitContent hit={hit} titleAs="span" />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});

/** The results as plain links, grouped by page (the /search page). */
export function ResultsList({ groups }: { groups: PageGroup[] }): ReactNode {
  return (
    <ol className={styles.results}>
      {groups.map((group) => (
        <li key={group.url} className={styles.group}>
          <article>
            <h2 className={styles.pageTitle}>
              <Link to={group.url}>{group.page}</Link>
            </h2>
            <ul className={styles.hits}>
              {group.hits.map((hit) => (
                <li key={hit.record.id}>
                  <Link to={recordHref(hit.record)} className={styles.hit}>
                    <HitContent hit={hit} titleAs="h3" />
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}
