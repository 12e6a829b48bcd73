import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { RichText } from '../../ui/rich-text';
import { Spinner } from '../../ui/spinner';
import { useLegalPage } from './api/get-legal-page';
import styles from './legal-page.module.css';

/** The headings of a legal text, so a long document gets a table of contents. */
const headingsOf = (html: string): string[] =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('h2')].map((h) => h.textContent ?? '');

/** Adds ids to the text's h2 headings so the table of contents can point at them. */
const withAnchors = (html: string): string => {
  let index = 0;
  return html.replace(/<h2(\s[^>]*)?>/g, () => `<h2 id="section-${++index}">`);
};

/**
 * Spec 1 §2: one view for every legal page. The path is the page's own address; its text is the
 * CMS page of that path. The route table registers only the paths of the spec's list.
 */
export const LegalPage = () => {
  const { t } = useTranslation(['legal', 'corporate']);
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = useLegalPage(path);
  const html = page.data?.content ?? '';
  const headings = useMemo(() => headingsOf(html), [html]);
  const anchored = useMemo(() => withAnchors(html), [html]);
  const updated = page.data?.blocks.find((block) => block.key === 'updated');

  if (page.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('corporate:state.loading')} />
      </div>
    );
  if (page.isError || !page.data)
    return (
      <div className={styles.state} role="alert">
        <h1 className={styles.errorTitle}>{t('corporate:state.errorTitle')}</h1>
        <p>{t('corporate:state.errorText')}</p>
        <Button onClick={() => void page.refetch()}>{t('corporate:state.retry')}</Button>
      </div>
    );

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <title>{`${page.data.title} · ${BRAND_NAME}`}</title>
      <meta name="description" content={page.data.seo.description} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="legal-title" className={styles.title}>
          {page.data.title}
        </h1>
        {updated?.text && (
          <p className={styles.updated}>
            {updated.title ? `${updated.title}: ` : ''}
            {updated.text}
          </p>
        )}
        <Button variant="secondary" className={styles.print} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </header>
      <div className={styles.layout}>
        {headings.length > 2 && (
          <nav className={styles.toc} aria-labelledby="legal-toc">
            <h2 id="legal-toc" className={styles.tocTitle}>
              {t('contents')}
            </h2>
            <ul className={styles.tocList}>
              {headings.map((heading, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the anchors are numbered in document order too.
                <li key={index}>
                  <a href={`#section-${index + 1}`}>{heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <RichText html={anchored} className={styles.text} />
      </div>
    </article>
  );
};
