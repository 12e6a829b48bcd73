import type { components } from '@gf/contracts/generated/bff';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClass } from '../../../ui/button';
import { RichText } from '../../../ui/rich-text';
import styles from './block-list.module.css';
import { CmsLink } from './cms-link';

export type PageBlock = components['schemas']['PageBlock'];
export type PageVideo = components['schemas']['PageVideo'];

interface BlockListProps {
  blocks: readonly PageBlock[];
  onVideo: (video: PageVideo, title: string) => void;
}

/** A page's CMS blocks, picture and text side by side, alternating sides down the page. */
export const BlockList = ({ blocks, onVideo }: BlockListProps) => {
  const { t } = useTranslation('corporate');
  return (
    <div className={styles.list}>
      {blocks.map((block, index) => {
        const headingId = `block-${block.key}`;
        return (
          <section
            key={block.key}
            className={block.image ? styles.block : `${styles.block} ${styles.textOnly}`}
            aria-labelledby={block.title ? headingId : undefined}
            data-flip={index % 2 === 1 ? '' : undefined}
          >
            {block.image && (
              <div className={styles.media}>
                <img src={block.image} alt="" loading={index === 0 ? 'eager' : 'lazy'} className={styles.image} />
              </div>
            )}
            <div className={styles.body}>
              {block.title && (
                <h2 id={headingId} className={styles.title}>
                  {block.title}
                </h2>
              )}
              {block.text && <RichText html={block.text} className={styles.text} />}
              {(block.link || block.video) && (
                <p className={styles.actions}>
                  {block.video && (
                    <button
                      type="button"
                      className={buttonClass('primary')}
                      aria-haspopup="dialog"
                      onClick={() => block.video && onVideo(block.video, block.title ?? t('video.watch'))}
                    >
                      <PlayIcon />
                      {t('video.watch')}
                    </button>
                  )}
                  {block.link && (
                    <CmsLink href={block.link} className={buttonClass('secondary')}>
                      {t('more')}
                      {block.title && <span className={styles.visuallyHidden}>: {block.title}</span>}
                    </CmsLink>
                  )}
                </p>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
};

export const PlayIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable={false}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);
