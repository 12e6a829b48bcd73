import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useCartActions } from '../../../lib/cart/use-cart-actions';
import { formatPrice } from '../../../lib/format-price';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { Pager, usePageParam } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-view';
import { type Meditation, type MeditationProduct, useMeditations } from './api/get-meditations';
import styles from './content.module.css';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Buys the audio item (cart item type 3) through the ordinary cart: the checkout does the rest. */
const BuyItem = ({ product }: { product: MeditationProduct }) => {
  const { t, i18n } = useTranslation('content');
  const { add } = useCartActions();
  const [added, setAdded] = useState(false);
  const price = formatPrice(product.price, product.currency_code, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Card title={product.name}>
      <p className={styles.lead}>{t('meditations.locked', { price })}</p>
      <div className={styles.actions}>
        {added ? (
          <ButtonLink to={paths.ShopCart.href()}>{t('meditations.toCart')}</ButtonLink>
        ) : (
          <Button
            onClick={async () => {
              // A refusal (limit, spectator...) is the cart's to explain: its store raises the notice.
              setAdded((await add(product, 1)).ok);
            }}
          >
            {t('meditations.buy', { price })}
          </Button>
        )}
      </div>
    </Card>
  );
};

const Track = ({ track }: { track: Meditation }) => {
  const { t } = useTranslation('content');
  return (
    <li className={styles.track} data-track={track.id} data-owned={track.file ? '' : undefined}>
      {track.cover && <img src={track.cover} alt="" width={64} height={64} className={styles.trackCover} />}
      <div className={styles.trackText}>
        <span className={styles.badgeName}>{track.title}</span>
        <span className={styles.muted}>
          {track.author} · {t('meditations.length', { count: minutes(track.duration) })}
        </span>
        {track.file ? (
          // biome-ignore lint/a11y/useMediaCaption: spoken records come without caption tracks.
          <audio className={styles.audio} controls preload="none" src={track.file} aria-label={track.title} />
        ) : (
          <span className={styles.lock}>{t('meditations.afterPurchase')}</span>
        )}
      </div>
    </li>
  );
};

/**
 * /office/orders/meditations (spec 1 §2; spec 2 §3 item type 3 audio): records to listen to; the
 * locked ones are bought as an audio item through the cart and checkout, then play here.
 */
export const MeditationsPage = () => {
  const { t } = useTranslation('content');
  const [page] = usePageParam();
  const query = useMeditations(page);
  return (
    <div className={styles.page}>
      <PageTitle title={t('meditations.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('meditations.title')}</h1>
      </header>
      <QueryView query={query} group="audio" isEmpty={(d) => d.meditations.length === 0} empty={t('meditations.empty')}>
        {(data) => (
          <>
            {data.products.map((product) => (
              <BuyItem key={product.id} product={product} />
            ))}
            <ul className={styles.tracks}>
              {data.meditations.map((track) => (
                <Track key={track.id} track={track} />
              ))}
            </ul>
            <Pager hasMore={data.has_more} label={t('meditations.title')} />
          </>
        )}
      </QueryView>
    </div>
  );
};
