/**
 * Hebrew texts of the office dashboard's promotions (issue 32: the il site's language), as
 * dashboard-ru.ts lays them out: each challenge's title by its name, each condition's title by its
 * English one, and the GreenJack lottery's title.
 */
export const CHALLENGE_TITLES_HE: Record<string, string> = {
  cruise: 'שייט בים התיכון',
  'too-fast-too-furious': 'מהיר ועצבני 2',
  'pro-grade': 'צמיחה מקצועית: דרגת "דירקטור"',
};

export const CONDITION_TITLES_HE: Record<string, string> = {
  'Personal points over the promotion': 'נקודות אישיות במהלך המבצע',
  'New partners in the first line': 'שותפים חדשים בקו הראשון',
  'Group points this month': 'נקודות קבוצתיות החודש',
  'Personal points this month': 'נקודות אישיות החודש',
  'Qualification (Director is 3)': 'דרגה ("דירקטור" היא 3)',
  'Active partners in the first line': 'שותפים פעילים בקו הראשון',
};

export const GREENJACK_TITLE_HE = 'GreenJack: כרטיס אחד על כל 50 נקודות אישיות';
