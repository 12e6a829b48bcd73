import type { components } from '@gf/contracts/generated/bff';

type Condition = components['schemas']['OfficeRankCondition'];

export interface ConditionProgress extends Condition {
  /** How far along, 0 to 1: a condition already met is full, whatever its value beyond. */
  share: number;
  /** What is still missing; 0 once met. */
  missing: number;
  done: boolean;
}

const progressOf = (condition: Condition): ConditionProgress => {
  const done = condition.value >= condition.target;
  const share = done || condition.target <= 0 ? 1 : Math.max(0, condition.value / condition.target);
  return { ...condition, share, missing: done ? 0 : condition.target - condition.value, done };
};

/**
 * Progress to the next qualification: each condition on its own, and the whole as far as the least
 * advanced one (every condition must be met, so the weakest decides).
 */
export const qualificationProgress = (conditions: readonly Condition[]) => {
  const each = conditions.map(progressOf);
  return {
    conditions: each,
    share: each.length === 0 ? 1 : Math.min(...each.map((c) => c.share)),
    done: each.every((c) => c.done),
  };
};
