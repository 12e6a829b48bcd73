import type { components } from '@gf/contracts/generated/bff';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { WorkingHours } from '../../../ui/working-hours';
import styles from '../checkout-page.module.css';
import { PointsPlot } from '../components/points-plot';
import { TileMap } from '../components/tile-map';

type Stock = components['schemas']['CheckoutDeliveryReply']['stocks'][number];

export interface DeliveryMapProps {
  stocks: readonly Stock[];
  selected: number | null;
  /** The tile server, when one is configured (MAP_TILE_URL): the map then shows over real streets. */
  map: { tile_url: string | null; attribution: string | null };
  onPick: (stockId: number) => void;
}

/**
 * Spec 1 §2 delivery-map: the stocks and offices that hand orders out (`stock` delivery, spec 1 §3
 * delivery list stocks and offices), where they are and which one is chosen. No map vendor is
 * needed: a plain plot of their coordinates and the list always show; tiles are added on top
 * only when a tile server is configured.
 */
export const DeliveryMapModal = ({ props, close }: ModalComponentProps<DeliveryMapProps>) => {
  const { t } = useTranslation('named-modals');
  const placed = props.stocks.flatMap((stock) =>
    stock.coords
      ? [
          {
            key: String(stock.id),
            latitude: stock.coords.latitude,
            longitude: stock.coords.longitude,
            label: stock.name,
            selected: stock.id === props.selected,
          },
        ]
      : [],
  );
  const pick = (id: number) => {
    props.onPick(id);
    close();
  };
  return (
    <Dialog open onClose={close} title={t('deliveryMap.title')} closeLabel={t('close')}>
      {placed.length > 0 &&
        (props.map.tile_url ? (
          <TileMap
            tileUrl={props.map.tile_url}
            attribution={props.map.attribution}
            points={placed}
            onPick={(key) => pick(Number(key))}
          />
        ) : (
          <PointsPlot points={placed} label={t('deliveryMap.plot')} />
        ))}
      <ol className={styles.points} aria-label={t('deliveryMap.list')}>
        {props.stocks.map((stock) => (
          <li
            key={stock.id}
            className={stock.id === props.selected ? `${styles.point} ${styles.pointSelected}` : styles.point}
            aria-current={stock.id === props.selected ? 'true' : undefined}
          >
            <div>
              <strong>{stock.name}</strong>
              <p className={styles.muted}>{stock.address}</p>
              <p className={styles.muted}>
                {stock.coords
                  ? t('deliveryMap.coords', {
                      latitude: stock.coords.latitude.toFixed(5),
                      longitude: stock.coords.longitude.toFixed(5),
                    })
                  : t('deliveryMap.noCoords')}
              </p>
              <p className={styles.muted}>
                <WorkingHours times={stock.times} />
              </p>
              {stock.id === props.selected && <p className={styles.muted}>{t('deliveryMap.chosen')}</p>}
            </div>
            <Button variant={stock.id === props.selected ? 'primary' : 'secondary'} onClick={() => pick(stock.id)}>
              {t('deliveryMap.choose')}
            </Button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
};
