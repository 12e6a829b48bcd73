import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import styles from '../team.module.css';

/** The level offered first: the first line is what the tree already shows. */
const FIRST_OFFERED = 2;

interface OpenToLevelProps {
  /** The deepest level of the team: the choices run from 1 to it. */
  depth: number;
  onOpen: (level: number) => void;
}

/** "Open to level N" (issue 32): every branch of the tree opened down to the chosen level. */
export const OpenToLevel = ({ depth, onOpen }: OpenToLevelProps) => {
  const { t } = useTranslation('team');
  const id = useId();
  const [level, setLevel] = useState(Math.min(FIRST_OFFERED, depth));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOpen(level);
  };
  return (
    <form className={styles.openTo} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('structure.openTo')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={level}
        onChange={(event) => setLevel(Number(event.target.value))}
      >
        {Array.from({ length: depth }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {t('structure.openToSubmit')}
      </Button>
    </form>
  );
};
