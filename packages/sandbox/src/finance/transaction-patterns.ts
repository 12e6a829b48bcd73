/**
 * How the accounts store transaction descriptions and how the language layers read them back. The
 * accounts keep each description as written in English by the seed or the handler that moved the
 * money; a layer (finance-ru.ts, finance-he.ts) shows it through the first pattern it matches.
 */
export type DescriptionPatterns = readonly [RegExp, (match: RegExpExecArray) => string | undefined][];

/** A payout's description keeps its period id, so each layer can name the period as a month (issue 32). */
export const payoutDescription = (periodId: number): string => `Payout for period ${periodId}`;

/** Reads the period id back out of a stored payout description. */
export const PAYOUT_FOR_PERIOD = /^Payout for period (\d{6})$/;

/** The description through the first pattern that matches it; undefined when none knows it. */
export const describeTransaction = (patterns: DescriptionPatterns, description: string): string | undefined => {
  for (const [pattern, text] of patterns) {
    const match = pattern.exec(description);
    if (match) return text(match);
  }
  return undefined;
};
