import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { HomeScene } from '../api/get-home-page';
import styles from './scene-indicator.module.css';
import { type ScenesAction, type ScenesState, sceneLabel } from './scene-navigation';

interface SceneIndicatorProps {
  scenes: readonly HomeScene[];
  state: ScenesState;
  dispatch: (action: ScenesAction) => void;
}

const Arrow = ({ up }: { up?: boolean }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable={false}
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </svg>
);

/** Where you are among the scenes (03 / 09) and quick moves: a dot per scene, previous and next. */
export const SceneIndicator = ({ scenes, state, dispatch }: SceneIndicatorProps) => {
  const { t } = useTranslation('home');
  const current = scenes[state.current - 1];
  return (
    <nav
      className={styles.indicator}
      aria-label={t('scenes.label')}
      style={{ '--progress': state.offset } as CSSProperties}
    >
      <p className={styles.counter} aria-live="polite">
        <span className={styles.visuallyHidden}>
          {t('scenes.position', { current: state.current, total: state.total, title: current?.title ?? '' })}
        </span>
        <span aria-hidden="true">
          <strong>{sceneLabel(current?.number ?? state.current)}</strong> /{' '}
          {sceneLabel(scenes.at(-1)?.number ?? state.total)}
        </span>
      </p>
      <button
        type="button"
        className={styles.step}
        aria-label={t('scenes.previous')}
        disabled={state.current <= 1}
        onClick={() => dispatch({ type: 'previous' })}
      >
        <Arrow up />
      </button>
      <ol className={styles.dots}>
        {scenes.map((scene, index) => (
          <li key={scene.name}>
            <button
              type="button"
              className={styles.dot}
              aria-current={index + 1 === state.current ? 'step' : undefined}
              aria-label={t('scenes.goTo', { number: scene.number, title: scene.title ?? '' })}
              title={scene.title ?? undefined}
              onClick={() => dispatch({ type: 'go', number: index + 1 })}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        aria-label={t('scenes.next')}
        disabled={state.current >= state.total}
        onClick={() => dispatch({ type: 'next' })}
      >
        <Arrow />
      </button>
    </nav>
  );
};
