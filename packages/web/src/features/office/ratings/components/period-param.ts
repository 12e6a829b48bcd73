import { useSearchParams } from 'react-router-dom';

/** The query parameter a rating page keeps its period in, so a link or a reload keeps the choice. */
export const PERIOD_PARAM = 'period';

/** The chosen period from `?period=` (undefined: the current one). */
export const usePeriodParam = (): number | undefined => {
  const [params] = useSearchParams();
  const raw = Number(params.get(PERIOD_PARAM));
  return Number.isInteger(raw) && raw > 0 ? raw : undefined;
};
