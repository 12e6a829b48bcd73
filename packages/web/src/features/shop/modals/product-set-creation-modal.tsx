import { SetName } from '@gf/contracts/gateway/shop';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormRefusal } from '../../../ui/form-refusal';
import { useProductSets } from '../api/product-sets';
import styles from '../shop.module.css';

/** A set's name, as the gateway takes it for a new set and a renamed one (spec 2 §7 "Sets"). */
const setForm = z.object({ name: SetName });

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
  const form = useZodForm(setForm, { name: props.rename?.name ?? '' });
  const { rename, productId } = props;
  // The set calls take no idempotency key: a second press while one is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(form, {
    send: ({ name }) =>
      rename
        ? sets.rename.mutateAsync({ params: { path: { id: String(rename.id) } }, body: { name } })
        : sets.create.mutateAsync({
            body: { name, ...(productId ? { products: [{ product_id: productId, quantity: 1 }] } : {}) },
          }),
    onDone: () => close(),
  });
  const pending = (rename ? sets.rename : sets.create).isPending;
  return (
    <Dialog
      open
      onClose={close}
      title={rename ? t('sets.renameTitle') : t('sets.createTitle')}
      closeLabel={t('filters.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormRefusal message={refusal} />
        <FormField
          form={form}
          name="name"
          label={t('sets.name')}
          maxLength={SetName.maxLength ?? undefined}
          required
          data-autofocus=""
        />
        <div>
          <Button type="submit" disabled={pending || !form.watch('name').trim()}>
            {rename ? t('sets.save') : t('sets.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
