import { useTranslation } from '../i18n/use-translation';
import { Dialog } from '../ui/dialog';
import type { ModalComponentProps } from './modal-definition';
import styles from './modals.module.css';

export interface VideoProps {
  /** A video file the browser can play (the gateway's or the upstream's media URL). */
  src: string;
  /** Upstream content, shown as it comes; a general title without it. */
  title?: string;
  poster?: string;
}

/** Spec 1 §2, modal "video": plays one video; closing the modal stops it. */
export const VideoModal = ({ props, close }: ModalComponentProps<VideoProps>) => {
  const { t } = useTranslation('modals');
  return (
    <Dialog open onClose={close} title={props.title ?? t('video.title')} closeLabel={t('close')}>
      {/* biome-ignore lint/a11y/useMediaCaption: company videos come without caption tracks. */}
      <video className={styles.video} src={props.src} poster={props.poster} controls autoPlay playsInline />
    </Dialog>
  );
};
