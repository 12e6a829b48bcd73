import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { NotFound } from '../../../../ui/not-found';
import { PageTitle } from '../../../../ui/page-title';
import { QueryView } from '../../../../ui/query-view';
import { RichText } from '../../../../ui/rich-text';
import type { LibraryEntry } from '../api/get-library-page';
import styles from '../library.module.css';
import { type EntryText, LibraryEntries } from './library-entries';

/** The gateway's answers for a page the CMS lacks or keeps from this role (404), or a name no page could have (400). */
const NO_PAGE = [404, 400];

interface LibraryPage {
  path: string;
  title: string;
  content: string;
  entries: LibraryEntry[];
}

interface LibraryPageViewProps<T extends LibraryPage> {
  query: UseQueryResult<T, unknown>;
  text: EntryText;
  /** Where the 404 page leads back to: the page's hub. */
  hub: string;
  /** What follows the entries: a way back to the hub. */
  footer?: ReactNode;
}

/** An office reading page: the CMS title and text, then its entries; the 404 page in place when there is none. */
export const LibraryPageView = <T extends LibraryPage>({ query, text, hub, footer }: LibraryPageViewProps<T>) => {
  if (query.isError && NO_PAGE.includes(readEnvelope(query.error).status)) return <NotFound back={hub} />;
  return (
    <div className={styles.page}>
      <QueryView query={query} group="office">
        {(page) => (
          <article data-cms-path={page.path}>
            <PageTitle title={page.title} />
            <h1 className={styles.title}>{page.title}</h1>
            <RichText html={page.content} className={styles.intro} />
            <LibraryEntries entries={page.entries} text={text} />
            {footer && <div className={styles.actions}>{footer}</div>}
          </article>
        )}
      </QueryView>
    </div>
  );
};
