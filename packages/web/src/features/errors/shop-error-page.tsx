import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Button, ButtonLink } from '../../ui/button';
import styles from '../../ui/not-found.module.css';

/** ShopError (spec 2 §2): where a failed shop call sends the visitor; the shop stays around it. `data-page` tells the browser suite. */
export const ShopErrorPage = () => {
  const { t } = useTranslation('errors');
  return (
    <div className={styles.page} data-page="shop-error">
      <title>{`${t('shop.title')} · ${BRAND_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <div>
        <h1 className={styles.title}>{t('shop.title')}</h1>
        <p className={styles.text}>{t('shop.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.ShopMain.href()}>{t('shop.toShop')}</ButtonLink>
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('page.back')}
          </Button>
        </div>
      </div>
    </div>
  );
};
