import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { useFavourites } from '../api/get-favourites';
import { useProductSets } from '../api/product-sets';
import styles from '../shop.module.css';

/** Spec 1 §2 modal "product-set-add": put the product into one of my sets, or into a new one. */
export const ProductSetAddModal = ({ props, close }: ModalComponentProps<{ productId: number }>) => {
  const { t } = useTranslation('shop');
  const favourites = useFavourites();
  const sets = useProductSets();
  const { open } = useModals();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Dialog open onClose={close} title={t('sets.addTitle')} closeLabel={t('filters.close')}>
      <div className={styles.form}>
        {favourites.isPending && <Spinner label={t('loading.shop')} />}
        {favourites.isError && <Alert>{t('state.errorTitle')}</Alert>}
        {added && <Alert tone="info">{t('sets.added', { name: added })}</Alert>}
        {sets.addProduct.isError && <Alert>{t('sets.failed')}</Alert>}
        {favourites.data && favourites.data.sets.length === 0 && <p className={styles.muted}>{t('sets.none')}</p>}
        {favourites.data && favourites.data.sets.length > 0 && (
          <ul className={styles.section} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {favourites.data.sets.map((set) => {
              const inside = set.products.some((p) => p.id === props.productId);
              return (
                <li key={set.id}>
                  <Button
                    variant="secondary"
                    disabled={inside || sets.addProduct.isPending}
                    onClick={() =>
                      sets.addProduct.mutate(
                        {
                          params: { path: { id: String(set.id) } },
                          body: { product_id: props.productId, quantity: 1 },
                        },
                        { onSuccess: () => setAdded(set.name) },
                      )
                    }
                  >
                    {inside ? t('sets.inside', { name: set.name }) : set.name}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button onClick={() => open('product-set-creation', { productId: props.productId })}>
            {t('sets.createWith')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
