/**
 * Spec 1 §4 home scenes: the total count, the current number, the quick-move flag and the offset.
 * Numbers start at 1 (spec 1 §2: intro 1 … contacts 9). A quick move is a jump over other scenes:
 * while it runs, the scenes passed on the way appear at once instead of animating in.
 */
export interface ScenesState {
  total: number;
  current: number;
  quickMove: boolean;
  /** How far the page has scrolled through the scenes, 0 at the first and 1 at the last. */
  offset: number;
  /** Where a move is going; null when the visitor scrolls freely. */
  target: number | null;
}

export type ScenesAction =
  | { type: 'go'; number: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'scrolled'; current: number; offset: number }
  | { type: 'reset'; total: number };

export const initialScenes = (total: number): ScenesState => ({
  total,
  current: 1,
  quickMove: false,
  offset: 0,
  target: null,
});

const clamp = (number: number, total: number): number => Math.min(Math.max(Math.round(number), 1), Math.max(total, 1));

const clampOffset = (offset: number): number => Math.min(Math.max(offset, 0), 1);

const go = (state: ScenesState, number: number): ScenesState => {
  const target = clamp(number, state.total);
  if (target === state.current && state.target === null) return state;
  return { ...state, target, quickMove: Math.abs(target - state.current) > 1 };
};

export const scenesReducer = (state: ScenesState, action: ScenesAction): ScenesState => {
  switch (action.type) {
    case 'go':
      return go(state, action.number);
    case 'next':
      return go(state, (state.target ?? state.current) + 1);
    case 'previous':
      return go(state, (state.target ?? state.current) - 1);
    case 'scrolled': {
      const current = clamp(action.current, state.total);
      const arrived = state.target === null || state.target === current;
      return {
        ...state,
        current,
        offset: clampOffset(action.offset),
        target: arrived ? null : state.target,
        quickMove: arrived ? false : state.quickMove,
      };
    }
    case 'reset':
      return initialScenes(action.total);
  }
};

/** The key that moves between scenes, if any: Page Down/Up one scene, digits 1–9 straight to one. */
export const sceneKeyAction = (key: string, total: number): ScenesAction | null => {
  if (key === 'PageDown') return { type: 'next' };
  if (key === 'PageUp') return { type: 'previous' };
  if (key === 'Home') return { type: 'go', number: 1 };
  if (key === 'End') return { type: 'go', number: total };
  if (/^[1-9]$/.test(key) && Number(key) <= total) return { type: 'go', number: Number(key) };
  return null;
};

/** Two digits, as the indicator shows them: 03 / 09. */
export const sceneLabel = (number: number): string => String(number).padStart(2, '0');
