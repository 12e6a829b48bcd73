/**
 * Russian texts of the seeded news (issue 23): tags by id, headlines and leads by the English
 * headline they translate (news-store.ts HEADLINES), and the closing line of every news text.
 */
export const NEWS_TAGS_RU: Record<number, string> = {
  1: 'Компания',
  2: 'Продукция',
  3: 'Экология',
  4: 'Мероприятия',
  5: 'Путешествия',
  6: 'Благотворительность',
  7: 'Бизнес',
};

export const HEADLINES_RU: Record<string, [title: string, lead: string]> = {
  'The company opens a new regional warehouse': [
    'Компания открывает новый региональный склад',
    'Теперь заказы доходят до покупателей в регионе на два дня быстрее.',
  ],
  'Annual results: the partner community keeps growing': [
    'Итоги года: сообщество партнёров продолжает расти',
    'В этом году к нам присоединилось больше партнёров, чем когда-либо прежде.',
  ],
  'A new office opens its doors': [
    'Открылся новый офис',
    'В новом офисе партнёры могут получать заказы и проводить обучение.',
  ],
  'New laundry sheets without plastic packaging': [
    'Новые листы для стирки без пластиковой упаковки',
    'Концентрированные листы заменяют целую бутылку геля.',
  ],
  'A face care line with peptides arrives': [
    'Новая линия ухода за лицом с пептидами',
    'Четыре средства для ежедневного ухода, проверенные дерматологами.',
  ],
  'Omega-3 complex in a new formula': [
    'Комплекс Омега-3 в новой формуле',
    'Больше омега-3 в капсуле меньшего размера — из рыбы дикого улова.',
  ],
  'Microfibre cloths get a new weave': [
    'У салфеток из микрофибры — новое плетение',
    'Теперь салфетки собирают ещё больше пыли без всякой химии.',
  ],
  'Partners planted a forest of ten thousand trees': [
    'Партнёры высадили лес из десяти тысяч деревьев',
    'Весенняя акция по посадке деревьев прошла в пяти регионах.',
  ],
  'Recycling points for used packaging': [
    'Пункты приёма использованной упаковки',
    'Сдавайте пустые флаконы в офисе и получайте бонусные баллы.',
  ],
  'How to clean the kitchen without harsh chemicals': [
    'Как убрать кухню без агрессивной химии',
    'Пять привычек, которые сохранят кухню чистой, а воздух — свежим.',
  ],
  'The leaders forum gathers three thousand partners': [
    'Форум лидеров собирает три тысячи партнёров',
    'Два дня обучения, награждений и презентаций новинок.',
  ],
  'Registration for the summer business school opens': [
    'Открыта регистрация в летнюю бизнес-школу',
    'Неделя практики для новых партнёров и их наставников.',
  ],
  'The online marathon of healthy habits starts': [
    'Стартует онлайн-марафон полезных привычек',
    'Тридцать дней — тридцать маленьких шагов к экологичному дому.',
  ],
  'Leaders travel to the islands': [
    'Лидеры отправляются на острова',
    'Лучшие партнёры года заработали поездку на море.',
  ],
  'New travel promotion for the autumn': [
    'Новая осенняя акция с путешествием',
    'Выполните квалификацию за три месяца и отправляйтесь в круиз компании.',
  ],
  'Charity fund supports children’s hospitals': [
    'Благотворительный фонд помогает детским больницам',
    'На пожертвования партнёров закуплено оборудование для трёх клиник.',
  ],
  'Clean shores: volunteers collect two tonnes of waste': [
    '«Чистые берега»: волонтёры собрали две тонны мусора',
    'Партнёры вместе с семьями очистили берега реки.',
  ],
  'The marketing plan gets a new rank': [
    'В маркетинг-плане появился новый ранг',
    'Теперь партнёры могут достичь ранга «Изумрудный директор».',
  ],
  'Online registration of partners becomes easier': [
    'Онлайн-регистрация партнёров стала проще',
    'Новый партнёр может зарегистрироваться с телефона за три минуты.',
  ],
  'Bonuses are now paid out weekly': [
    'Бонусы теперь выплачиваются еженедельно',
    'Партнёры получают бонусы каждый понедельник.',
  ],
};

/** The closing line of a news text: its year and its first tag's name. */
export const newsClosingRu = (year: string, tag: string): string =>
  `Эта новость опубликована на сайте компании в ${year} году. Подробнее — в разделе «${tag}» или у вашего спонсора.`;
