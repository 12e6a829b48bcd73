/** Spec 1 §9: page sizes are not shown; a shop grid of 12 is assumed. */
export const SHOP_PAGE_SIZE = 12;

/** One page of a shop list (shop replies say only whether more follow). */
export const pageOf = <T>(items: T[], page = 1, size = SHOP_PAGE_SIZE): { items: T[]; has_more: boolean } => ({
  items: items.slice((page - 1) * size, page * size),
  has_more: page * size < items.length,
});

/** Page sizes are not shown (spec 2 §9): office lists answer 20 rows unless the client asks for another size. */
export const DEFAULT_PER_PAGE = 20;

/** One page of a list and the paging fields of its reply. */
export const paginate = <T>(items: T[], page = 1, perPage = DEFAULT_PER_PAGE) => ({
  page,
  total: items.length,
  has_more: page * perPage < items.length,
  items: items.slice((page - 1) * perPage, page * perPage),
});

export const matches = (search: string | undefined, ...values: string[]): boolean => {
  const wanted = search?.trim().toLowerCase();
  return !wanted || values.some((v) => v.toLowerCase().includes(wanted));
};
