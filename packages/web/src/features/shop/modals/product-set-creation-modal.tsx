import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/envelope';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useProductSets } from '../api/product-sets';
import styles from '../shop.module.css';

export interface SetCreationProps {
  /** Put this product into the new set. */
  productId?: number;
  /** Rename this set instead of creating one. */
  rename?: { id: number; name: string };
}

/** Spec 1 §2 modal "product-set-creation": name a new set (optionally with a product), or rename one. */
export const ProductSetCreationModal = ({ props, close }: ModalComponentProps<SetCreationProps>) => {
  const { t } = useTranslation('shop');
  const sets = useProductSets();
  const [name, setName] = useState(props.rename?.name ?? '');
  const mutation = props.rename ? sets.rename : sets.create;
  const errors = fieldErrorsOf(mutation.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.rename)
      await sets.rename.mutateAsync({ params: { path: { id: String(props.rename.id) } }, body: { name } });
    else
      await sets.create.mutateAsync({
        body: { name, ...(props.productId ? { products: [{ product_id: props.productId, quantity: 1 }] } : {}) },
      });
    close();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={props.rename ? t('sets.renameTitle') : t('sets.createTitle')}
      closeLabel={t('filters.close')}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <TextField
          label={t('sets.name')}
          value={name}
          maxLength={100}
          required
          data-autofocus=""
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        {mutation.isError && !errors.name && <Alert>{t('sets.failed')}</Alert>}
        <div>
          <Button type="submit" disabled={mutation.isPending || !name.trim()}>
            {props.rename ? t('sets.save') : t('sets.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
