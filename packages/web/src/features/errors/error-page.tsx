import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Button, ButtonLink } from '../../ui/button';
import styles from '../../ui/not-found.module.css';

/** The error texts that exist; any other status reads as the general one. */
const KNOWN = new Set([401, 403, 404, 500]);

/** A status from `?status=`, kept only when it is an HTTP error status. */
export const errorStatusOf = (value: string | null): number | null => {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : null;
};

/** The page a gateway redirect `Error` with a status lands on (spec 2 §2). `data-page` tells the browser suite. */
export const ErrorPage = () => {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const status = errorStatusOf(params.get('status'));
  const kind = status && KNOWN.has(status) ? String(status) : 'other';
  const title = t(`page.${kind as '401' | '403' | '404' | '500' | 'other'}.title`);
  return (
    <div className={styles.page} data-page="error">
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <div>
        {status && <p className={styles.code}>{t('page.code', { status })}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{t(`page.${kind as '401' | '403' | '404' | '500' | 'other'}.text`)}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.Home.href()}>{t('page.home')}</ButtonLink>
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('page.back')}
          </Button>
        </div>
      </div>
    </div>
  );
};
