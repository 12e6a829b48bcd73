/** Hebrew names of the qualifications (structure.ts RANKS), by their English names (issue 32). */
export const RANK_NAMES_HE: Record<string, string> = {
  Consultant: 'יועץ',
  Manager: 'מנהל',
  'Senior Manager': 'מנהל בכיר',
  Director: 'דירקטור',
  Leader: 'מוביל',
  'Top Leader': 'מוביל עליון',
};
