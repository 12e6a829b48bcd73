import type { components } from '@gf/contracts/generated/bff';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../config/brand';
import { RichText } from '../../../ui/rich-text';
import { PageHero } from './page-hero';
import { PageError, PageLoading } from './page-state';
import styles from './static-page-view.module.css';

type StaticPage = components['schemas']['StaticPageReply'];

interface StaticPageViewProps {
  query: { data?: StaticPage | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children?: ReactNode;
}

/** A corporate page whose words are one CMS text (production, geography). */
export const StaticPageView = ({ query, children }: StaticPageViewProps) => {
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) return <PageError onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <article aria-labelledby="page-title">
      <title>{`${page.title} · ${BRAND_NAME}`}</title>
      <meta name="description" content={page.seo.description} />
      <PageHero id="page-title" title={page.title} lead={page.seo.description} />
      <div className={styles.body}>
        <RichText html={page.content} className={styles.text} />
        {children}
      </div>
    </article>
  );
};
