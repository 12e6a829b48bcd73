import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useDeleteAddressTemplate } from '../api/delete-address-template';
import type { AddressTemplate } from '../api/get-checkout';
import styles from '../checkout-page.module.css';

const TABS = ['shop', 'courier', 'pvz'] as const;

/** Spec 2 §2 address-template tabs (shop, courier, pvz): use a saved address, or delete it. */
export const AddressTemplates = ({
  templates,
  onUse,
}: {
  templates: AddressTemplate[];
  onUse: (template: AddressTemplate) => Promise<void>;
}) => {
  const { t } = useTranslation('checkout');
  const [tab, setTab] = useState<(typeof TABS)[number]>('courier');
  const remove = useDeleteAddressTemplate();
  // The template being applied: its city is looked up first, so its button waits.
  const [using, setUsing] = useState<number | null>(null);
  if (templates.length === 0) return null;
  const shown = templates.filter((template) => template.type === tab);
  return (
    <Card title={t('templates.title')}>
      <div className={styles.tabs} role="tablist" aria-label={t('templates.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`templates.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {shown.length === 0 ? (
          <p className={styles.muted}>{t('templates.none')}</p>
        ) : (
          <ul className={styles.templateList}>
            {shown.map((template) => (
              <li key={template.id} className={styles.template}>
                <div>
                  <strong>{template.full_name}</strong>
                  <p className={styles.muted}>
                    {[template.city, template.address, template.post_index].filter(Boolean).join(', ')}
                  </p>
                </div>
                <div className={styles.row}>
                  <Button
                    variant="secondary"
                    disabled={using !== null}
                    onClick={() => {
                      setUsing(template.id);
                      void onUse(template).finally(() => setUsing(null));
                    }}
                  >
                    {t('templates.use')}
                  </Button>
                  <Button
                    variant="quiet"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ params: { path: { id: template.id } } })}
                  >
                    {t('templates.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
};
