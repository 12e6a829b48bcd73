import type { components } from '@gf/contracts/generated/bff';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../config/brand';
import { useModals } from '../../../modals/modals-context';
import { BlockList } from './block-list';
import { PageHero } from './page-hero';
import { PageError, PageLoading } from './page-state';

type CorporatePage = components['schemas']['CorporatePageReply'];

interface QueryLike<T> {
  data?: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface CorporatePageViewProps {
  query: QueryLike<CorporatePage>;
  /** Shown under the blocks: what the visitor may do next on this page. */
  footer?: ReactNode;
}

/** Company, opportunities and eco: the same shape, a hero from the page's own words and its blocks. */
export const CorporatePageView = ({ query, footer }: CorporatePageViewProps) => {
  const { open } = useModals();
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) return <PageError onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <article aria-labelledby="page-title">
      <title>{`${page.title} · ${BRAND_NAME}`}</title>
      <meta name="description" content={page.seo.description} />
      <PageHero id="page-title" title={page.title} lead={page.seo.description} />
      <BlockList blocks={page.blocks} onVideo={(video, title) => open('video', { src: video.src, title })} />
      {footer}
    </article>
  );
};
