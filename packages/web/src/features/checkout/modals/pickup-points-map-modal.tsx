import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { WorkingHours } from '../../../ui/working-hours';
import { type PickupPoint, usePickupPoints } from '../api/get-pickup-points';
import styles from '../checkout-page.module.css';
import { TileMap } from '../components/tile-map';

export interface PickupPointsMapProps {
  deliveryId: number;
  cityId: number;
  carrier: string;
  selected: string | null;
  map: { tile_url: string | null; attribution: string | null };
  onPick: (point: PickupPoint) => void;
}

/**
 * Spec 2 pickup-points map: the carrier's points in the city. With a tile server configured
 * (MAP_TILE_URL) they show on a map too; without one, as a list with coordinates and distance.
 */
export const PickupPointsMapModal = ({ props, close }: ModalComponentProps<PickupPointsMapProps>) => {
  const { t } = useTranslation('checkout');
  const points = usePickupPoints(props.deliveryId, props.cityId);
  const [selected, setSelected] = useState<string | null>(props.selected);
  const list = points.data?.points ?? [];
  const pick = (point: PickupPoint) => {
    props.onPick(point);
    close();
  };
  return (
    <Dialog open onClose={close} title={t('pickup.title', { carrier: props.carrier })} closeLabel={t('close')}>
      {points.isPending ? (
        <Spinner label={t('loading')} />
      ) : points.error ? (
        <p role="alert">{t('pickup.failed')}</p>
      ) : list.length === 0 ? (
        <p>{t('pickup.none')}</p>
      ) : (
        <>
          {props.map.tile_url && (
            <TileMap
              tileUrl={props.map.tile_url}
              attribution={props.map.attribution}
              points={list.map((p) => ({
                key: p.code,
                latitude: p.coords.latitude,
                longitude: p.coords.longitude,
                label: p.address,
                selected: p.code === selected,
              }))}
              onPick={setSelected}
            />
          )}
          <ul className={styles.points} aria-label={t('pickup.list')}>
            {list.map((point) => (
              <li
                key={point.code}
                className={point.code === selected ? `${styles.point} ${styles.pointSelected}` : styles.point}
              >
                <div>
                  <strong>{point.full_address}</strong>
                  <p className={styles.muted}>
                    {t('pickup.distance', { km: point.distance_km })} · {point.coords.latitude.toFixed(5)},{' '}
                    {point.coords.longitude.toFixed(5)}
                  </p>
                  <p className={styles.muted}>
                    <WorkingHours times={point.times} />
                  </p>
                  {point.storage_period !== null && (
                    <p className={styles.muted}>{t('pickup.storage', { count: point.storage_period })}</p>
                  )}
                </div>
                <Button variant={point.code === selected ? 'primary' : 'secondary'} onClick={() => pick(point)}>
                  {t('pickup.choose')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
};
