import { useId } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { Button } from '../../../../ui/button';
import styles from '../team.module.css';

/** The level offered first: the first line is what the tree already shows. */
const FIRST_OFFERED = 2;

/** The level to open the tree to: one of the team's levels, 1 to its depth. */
const openToForm = (depth: number) => z.object({ level: z.coerce.number().int().min(1).max(depth) });

interface OpenToLevelProps {
  /**
   * The deepest level of the team: the choices run from 1 to it. Null while it is being found: the
   * control is shown disabled, so the tree below does not move down when it arrives (issue 36).
   */
  depth: number | null;
  onOpen: (level: number) => void;
}

/** "Open to level N" (issue 32): every branch of the tree opened down to the chosen level. */
export const OpenToLevel = ({ depth, onOpen }: OpenToLevelProps) => {
  const { t } = useTranslation('team');
  const id = useId();
  const levels = depth ?? FIRST_OFFERED;
  const form = useZodForm(openToForm(levels), { level: Math.min(FIRST_OFFERED, levels) });
  const submit = form.handleSubmit(({ level }) => onOpen(level));
  const finding = depth === null;
  return (
    <form className={styles.openTo} onSubmit={(event) => void submit(event)} aria-busy={finding}>
      <label htmlFor={id} className={styles.label}>
        {t('structure.openTo')}
      </label>
      <select id={id} className={styles.select} disabled={finding} {...form.register('level')}>
        {Array.from({ length: levels }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" disabled={finding}>
        {t('structure.openToSubmit')}
      </Button>
    </form>
  );
};
