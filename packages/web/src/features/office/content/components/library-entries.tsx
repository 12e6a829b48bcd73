import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Button, buttonClass } from '../../../../ui/button';
import { RichText } from '../../../../ui/rich-text';
import type { LibraryEntry } from '../api/get-library-page';
import styles from '../library.module.css';

/**
 * How a page shows the text of its entries: `modal` lists the titles (the wiki's rules and terms)
 * and opens each text in the rich-text modal; `inline` shows every text in its card.
 */
export type EntryText = 'modal' | 'inline';

/** What an entry does besides its text: plays its video, downloads its document, or leaves for a link. */
const EntryAction = ({ entry, title }: { entry: LibraryEntry; title: string }) => {
  const { t } = useTranslation('content');
  const { open } = useModals();
  if (entry.file)
    return (
      <a className={buttonClass('secondary')} href={entry.file.href} download data-file={entry.file.id}>
        {t('library.download')}
      </a>
    );
  if (entry.video) {
    const { src } = entry.video;
    return (
      <Button variant="secondary" onClick={() => open('video', { src, title, poster: entry.image ?? undefined })}>
        {t('library.watch')}
      </Button>
    );
  }
  if (entry.link) {
    const url = entry.link;
    return (
      <Button variant="secondary" onClick={() => open('external-link', { url })}>
        {t('library.visit')}
      </Button>
    );
  }
  return null;
};

/** The blocks of an office reading page (wiki, education, documents) in the CMS's order. */
export const LibraryEntries = ({ entries, text }: { entries: readonly LibraryEntry[]; text: EntryText }) => {
  const { t } = useTranslation('content');
  const { open } = useModals();
  if (entries.length === 0) return <p className={styles.muted}>{t('library.empty')}</p>;
  return (
    <ul className={text === 'modal' ? styles.terms : styles.cards}>
      {entries.map((entry) => {
        const title = entry.title ?? '';
        // A rule or term without a file, video or link of its own opens in the rich-text modal.
        const inModal = text === 'modal' && entry.html !== null && !entry.file && !entry.video && !entry.link;
        return (
          <li key={entry.key} className={styles.entry} data-entry={entry.key}>
            {entry.image && !inModal && <img src={entry.image} alt="" className={styles.picture} loading="lazy" />}
            {inModal ? (
              <button
                type="button"
                className={styles.term}
                onClick={() => open('rich-text', { title, html: entry.html ?? '' })}
              >
                {title}
              </button>
            ) : (
              <>
                <h2 className={styles.entryTitle}>{title}</h2>
                {entry.html && <RichText html={entry.html} className={styles.entryText} />}
              </>
            )}
            <EntryAction entry={entry} title={title} />
          </li>
        );
      })}
    </ul>
  );
};
