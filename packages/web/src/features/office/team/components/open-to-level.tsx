import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../../lib/form';
import { Button } from '../../../../ui/button';
import styles from '../team.module.css';

/** The level offered first: the first line is what the tree already shows. */
const FIRST_OFFERED = 2;

/** The level to open the tree to: one of the team's levels, 1 to its depth. */
const openToForm = (depth: number) => z.object({ level: z.coerce.number().int().min(1).max(depth) });

interface OpenToLevelProps {
  /** The deepest level of the team: the choices run from 1 to it. */
  depth: number;
  onOpen: (level: number) => void;
}

/** "Open to level N" (issue 32): every branch of the tree opened down to the chosen level. */
export const OpenToLevel = ({ depth, onOpen }: OpenToLevelProps) => {
  const { t } = useTranslation('team');
  const id = useId();
  const form = useZodForm(openToForm(depth), { level: Math.min(FIRST_OFFERED, depth) });
  const submit = form.handleSubmit(({ level }) => onOpen(level));
  return (
    <form className={styles.openTo} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={styles.label}>
        {t('structure.openTo')}
      </label>
      <select id={id} className={styles.select} {...form.register('level')}>
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
