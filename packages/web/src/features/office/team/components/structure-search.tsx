import { PARTNER_NUMBER_PATTERN } from '@gf/contracts/rules/team-rules';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { useStructureSearch } from '../api/search-structure';
import styles from '../team.module.css';
import { NumberLookup } from './number-lookup';

/** How long typing must pause before the search is asked. */
const SEARCH_PAUSE_MS = 300;

/** Find a member of the structure by number or name; a match opens their card. */
export const StructureSearch = () => {
  const { t } = useTranslation('team');
  const { open } = useModals();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useStructureSearch(q);
  return (
    <search className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {q && found.isError && <Alert>{t('search.failed')}</Alert>}
      {q && found.data && (
        <div aria-live="polite">
          {found.data.partners.length === 0 ? (
            PARTNER_NUMBER_PATTERN.test(q) ? (
              <NumberLookup number={q} />
            ) : (
              <p className={styles.muted}>{t('search.none')}</p>
            )
          ) : (
            <ul className={styles.results} aria-label={t('search.results', { count: found.data.total })}>
              {found.data.partners.map((p) => (
                <li key={p.number}>
                  <button
                    type="button"
                    className={styles.result}
                    onClick={() => open('my-partner', { number: p.number })}
                  >
                    <span className={styles.name}>{p.name}</span>
                    <span className={styles.muted}>
                      {p.number} · {t('fields.levelN', { level: p.level })} · {p.rank}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
};
