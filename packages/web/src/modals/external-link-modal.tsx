import { useTranslation } from '../i18n/use-translation';
import { Button, buttonClass } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ModalComponentProps } from './modal-definition';
import styles from './modals.module.css';

export interface ExternalLinkProps {
  url: string;
}

/** Spec 1 §2, modal "external-link": says which site a link leads to before the visitor leaves. */
export const ExternalLinkModal = ({ props, close }: ModalComponentProps<ExternalLinkProps>) => {
  const { t } = useTranslation('modals');
  const url = URL.parse(props.url);
  const safe = url && (url.protocol === 'https:' || url.protocol === 'http:');
  return (
    <Dialog
      open
      onClose={close}
      title={t('externalLink.title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus="">
            {t('externalLink.stay')}
          </Button>
          {safe && (
            <a
              className={buttonClass('primary')}
              href={url.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {t('externalLink.go')}
            </a>
          )}
        </>
      }
    >
      <p className={styles.text}>{t('externalLink.text')}</p>
      {safe && (
        <p className={styles.host} dir="ltr">
          {url.host}
        </p>
      )}
    </Dialog>
  );
};
