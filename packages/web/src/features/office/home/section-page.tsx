import { useParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { NotFound } from '../../../ui/not-found';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { useOfficeSection } from './api/get-office-section';
import styles from './office-home.module.css';

/** The gateway's answers for a path that is no page: one the CMS lacks, one no CMS path could be. */
const NO_PAGE_STATUSES = [404, 400];

/**
 * Spec 1 §2 /office/{section} and /office/{section}/{subsection}: where no page of ours matches,
 * the office page the company wrote in its CMS; where the CMS has none either, the 404 page, in
 * place (the address stays what the visitor asked for).
 */
export const SectionPage = () => {
  const { section = '', subsection } = useParams();
  const page = useOfficeSection(section, subsection);
  if (page.isError && NO_PAGE_STATUSES.includes(readEnvelope(page.error).status)) return <NotFound />;
  return (
    <div className={styles.page}>
      <QueryView query={page} group="section">
        {(data) => (
          <article data-cms-path={data.path}>
            <PageTitle title={data.title} />
            <h1 className={styles.title}>{data.title}</h1>
            <RichText html={data.content} className={styles.cms} />
          </article>
        )}
      </QueryView>
    </div>
  );
};
