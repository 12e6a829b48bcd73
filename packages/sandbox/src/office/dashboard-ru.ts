/**
 * Russian texts of the office dashboard's promotions (issue 23): each challenge's title by its
 * name, each condition's title by its English one, and the GreenJack lottery's title.
 */
export const CHALLENGE_TITLES_RU: Record<string, string> = {
  cruise: 'Круиз по Средиземному морю',
  'too-fast-too-furious': 'Двойной форсаж',
  'pro-grade': 'Профессиональный рост: квалификация «Директор»',
};

export const CONDITION_TITLES_RU: Record<string, string> = {
  'Personal points over the promotion': 'Личные баллы за время акции',
  'New partners in the first line': 'Новые партнёры в первой линии',
  'Group points this month': 'Групповые баллы в этом месяце',
  'Personal points this month': 'Личные баллы в этом месяце',
  'Qualification (Director is 3)': 'Квалификация («Директор» — 3)',
  'Active partners in the first line': 'Активные партнёры в первой линии',
};

export const GREENJACK_TITLE_RU = 'GreenJack: один билет за каждые 50 личных баллов';
