/** Page sizes are not shown (spec 2 §9): lists answer 20 rows unless the client asks for another size. */
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
