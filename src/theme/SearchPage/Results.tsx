import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { highlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';

import { resultLink, type PageResult } from './groupResults';
import type { SearchHit } from './types';
import styles from './styles.module.css';

/** Characters of context kept around the matched words in a passage. */
const passageLength = 140;
/** Passages shown per section: the best ones, enough to tell sections apart. */
const passagesPerSection = 2;

/** The hit's text as HTML (escaped by the plugin), matched words in <mark>. */
const markedText = (hit: SearchHit, maxLength: number): string =>
  highlightStemmed(hit.document.t, getStemmedPositions(hit.metadata, 't'), hit.tokens, maxLength);

/**
 * A page or section title: the title's own hit when it matched, otherwise the title
 * with the query's words marked where they occur.
 */
const markedTitle = (hit: SearchHit | undefined, title: string, tokens: string[]): string =>
  hit ? markedText(hit, Infinity) : highlight(title, tokens);

function Marked({ html, as: Tag }: { html: string; as: 'p' | 'span' }): ReactNode {
  return (
    <Tag
      className={Tag === 'p' ? styles.passage : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export default function Results({
  pages,
  tokens,
}: {
  pages: PageResult[];
  tokens: string[];
}): ReactNode {
  return (
    <ol className={styles.results}>
      {pages.map((page) => (
        <li key={page.url}>
          <article className={styles.pageResult}>
            <h2 className={styles.pageTitle}>
              <Link to={resultLink(page.url, '', tokens)}>
                <Marked as="span" html={markedTitle(page.titleHit, page.title, tokens)} />
              </Link>
            </h2>
            {page.breadcrumb.length > 0 && (
              <p className={styles.breadcrumb}>{page.breadcrumb.join(' › ')}</p>
            )}
            {page.summary.slice(0, 1).map((hit) => (
              <Marked key={hit.document.i} as="p" html={markedText(hit, passageLength)} />
            ))}
            {page.sections.length > 0 && (
              <ul className={styles.sections}>
                {page.sections.map((section) => (
                  <li key={section.hash} className={styles.section}>
                    <h3 className={styles.sectionTitle}>
                      <Link to={resultLink(page.url, section.hash, tokens)}>
                        <Marked
                          as="span"
                          html={markedTitle(section.heading, section.title, tokens)}
                        />
                      </Link>
                    </h3>
                    {section.passages.slice(0, passagesPerSection).map((hit) => (
                      <Marked key={hit.document.i} as="p" html={markedText(hit, passageLength)} />
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
