import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter a table keeps its order in (`?sort=amount.desc`), so a reload or a shared link keeps it. */
export const SORT_PARAM = 'sort';

const DIRECTIONS = { asc: false, desc: true } as const;

/** `amount.desc` → one sorted column, when the column may sort; anything else is the order as listed. */
export const parseSort = (value: string | null, sortable: readonly string[]): SortingState => {
  if (!value) return [];
  const dot = value.lastIndexOf('.');
  const id = value.slice(0, dot);
  const direction = value.slice(dot + 1);
  if (dot < 1 || !sortable.includes(id) || !(direction in DIRECTIONS)) return [];
  return [{ id, desc: DIRECTIONS[direction as keyof typeof DIRECTIONS] }];
};

/** The parameter's value for a sorting, or null for the order as listed. */
export const formatSort = (sorting: SortingState): string | null => {
  const first = sorting[0];
  return first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : null;
};

/**
 * The table's sorting as the address keeps it. A change replaces the history entry (the back
 * button leaves the page rather than stepping through orders) and keeps every other parameter
 * (the page, the filter).
 */
export const useSortParam = (
  param: string,
  sortable: readonly string[],
): [SortingState, (next: SortingState) => void] => {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sortable ids matter by content, not identity.
  const sorting = useMemo(() => parseSort(value, sortable), [value, sortable.join()]);
  const setSorting = useCallback(
    (next: SortingState) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const formatted = formatSort(next);
          if (formatted) updated.set(param, formatted);
          else updated.delete(param);
          return updated;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return [sorting, setSorting];
};
