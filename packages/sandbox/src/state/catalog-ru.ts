/**
 * Russian texts of the seeded catalogue (issue 23), keyed like the English seed: product names by
 * the seed's noun (or the kit's own name), sections and subsections by path, brands by path,
 * banners by id, product details by subsection. Brand names stay Latin, as the shops show them.
 */

/** Product nouns of state/catalog.ts NOUNS and the names of the kits and services. */
export const PRODUCT_NAMES_RU: Record<string, string> = {
  'Herbal toothpaste': 'Зубная паста на травах',
  'Whitening toothpaste': 'Отбеливающая зубная паста',
  Mouthwash: 'Ополаскиватель для полости рта',
  'Bamboo toothbrush': 'Бамбуковая зубная щётка',
  'Shaving foam': 'Пена для бритья',
  'Aftershave balm': 'Бальзам после бритья',
  'Beard oil': 'Масло для бороды',
  'Pet shampoo': 'Шампунь для животных',
  'Paw balm': 'Бальзам для лап',
  'Pet ear cleaner': 'Лосьон для чистки ушей животных',
  'Pet dental gel': 'Зубной гель для животных',
  'Odour remover': 'Нейтрализатор запахов',
  'Litter tray cleaner': 'Средство для чистки лотков',
  'Pet stain remover': 'Средство от пятен и меток животных',
  'Laundry gel': 'Гель для стирки',
  'Stain remover': 'Пятновыводитель',
  'Fabric softener': 'Кондиционер для белья',
  'Laundry sheets': 'Листы для стирки',
  'Dishwashing gel': 'Гель для мытья посуды',
  'Dishwasher tablets': 'Таблетки для посудомоечной машины',
  'Oven cleaner': 'Средство для чистки духовки',
  'Fruit and vegetable wash': 'Средство для мытья фруктов и овощей',
  'Glass cleaner': 'Средство для мытья стёкол',
  'Bathroom foam': 'Чистящая пена для ванной комнаты',
  'Floor cleaner': 'Средство для мытья полов',
  'All-purpose spray': 'Универсальный чистящий спрей',
  'Cleansing foam': 'Пенка для умывания',
  'Day cream': 'Дневной крем для лица',
  'Serum with peptides': 'Сыворотка с пептидами',
  'Micellar water': 'Мицеллярная вода',
  'Shower gel': 'Гель для душа',
  'Body lotion': 'Лосьон для тела',
  'Hand cream': 'Крем для рук',
  'Natural deodorant': 'Натуральный дезодорант',
  'Herbal shampoo': 'Шампунь на травах',
  'Repair conditioner': 'Восстанавливающий кондиционер для волос',
  'Hair mask': 'Маска для волос',
  'Omega-3 complex': 'Комплекс Омега-3',
  'Collagen drink': 'Коллагеновый напиток',
  'Probiotic complex': 'Комплекс пробиотиков',
  'Magnesium B6': 'Магний B6',
  'Vitamin D3': 'Витамин D3',
  'Multivitamin for adults': 'Мультивитамины для взрослых',
  'Vitamin C with rosehip': 'Витамин C с шиповником',
  'Evening herbal tea': 'Вечерний травяной чай',
  'Detox tea': 'Детокс-чай',
  'Immunity tea': 'Чай для иммунитета',
  'Microfibre cloth for glass': 'Салфетка из микрофибры для стёкол',
  'Universal cleaning cloth': 'Универсальная салфетка для уборки',
  'Kitchen sponge set': 'Набор кухонных губок',
  'Bamboo towel': 'Бамбуковое полотенце',
  'Sports towel': 'Спортивное полотенце',
  'Baby shampoo': 'Детский шампунь',
  'Baby bath foam': 'Детская пена для ванны',
  'Baby laundry gel': 'Детский гель для стирки',
  'Baby stain remover': 'Детский пятновыводитель',
  'Partner start kit': 'Стартовый набор партнёра',
  'Newbie starter set': 'Набор для новичка',
  'Turbo set: home cleaning': 'Турбо-набор: уборка дома',
  'Online course: eco home in 30 days': 'Онлайн-курс «Экодом за 30 дней»',
  'Personal consultation with a nutritionist': 'Личная консультация нутрициолога',
  'Audio book: the green business': 'Аудиокнига «Зелёный бизнес»',
};

/** Sections and subsections by path. */
export const SECTION_NAMES_RU: Record<string, string> = {
  household: 'Товары для дома',
  laundry: 'Стирка',
  kitchen: 'Кухня',
  cleaning: 'Уборка',
  cosmetics: 'Косметика',
  face: 'Уход за лицом',
  body: 'Уход за телом',
  hair: 'Уход за волосами',
  health: 'Здоровье',
  supplements: 'БАД',
  vitamins: 'Витамины',
  teas: 'Травяные чаи',
  textiles: 'Текстиль',
  cloths: 'Салфетки для уборки',
  towels: 'Полотенца',
  kids: 'Для детей',
  bath: 'Купание',
  'kids-laundry': 'Детская стирка',
  'personal-care': 'Личная гигиена',
  oral: 'Уход за полостью рта',
  shaving: 'Бритьё',
  pets: 'Для питомцев',
  'pet-care': 'Уход за питомцами',
  'pet-cleaning': 'Уборка за питомцами',
};

export const BRAND_TEXTS_RU: Record<string, string> = {
  aquamagic: 'Салфетки и текстиль из микрофибры, которые очищают одной водой, без бытовой химии.',
  biotrim: 'Концентрированные гели и порошки для дома на растительных ПАВ, безопасные для септиков.',
  'pure-ocean': 'Косметика с морскими минералами и экстрактами водорослей для лица, тела и волос.',
  'green-balance': 'БАД и витамины, произведённые по стандарту GMP.',
  timecode: 'Антивозрастной уход с пептидами и гиалуроновой кислотой.',
  fitomax: 'Травяные чаи и фитокомплексы из растений Алтайских гор.',
  'eco-home': 'Средства для ежедневной уборки в многоразовой упаковке.',
  'kids-nature': 'Бережные гипоаллергенные средства для детей, проверенные педиатрами.',
};

/** Banner titles of catalogue-texts.ts BANNERS by id. */
export const BANNER_TITLES_RU: Record<number, string> = {
  1: 'Осенняя акция: скидки до 25%',
  2: 'Новинка: уход за лицом с пептидами',
  3: 'Какие БАД подходят именно вам? Пройдите тест',
  4: 'Чистый дом без химии',
};

/** Product page details by subsection, like catalogue-texts.ts DETAILS. */
export const DETAILS_RU: Record<string, { composition: string; usage: string; volume: string }> = {
  laundry: {
    composition:
      'Вода, неионогенные ПАВ растительного происхождения (5–15%), цитрат натрия, энзимы, натуральная отдушка.',
    usage: '20 мл на 4–5 кг белья, при сильных загрязнениях — 40 мл. Подходит для всех тканей, кроме шерсти и шёлка.',
    volume: '1 л',
  },
  kitchen: {
    composition: 'Вода, кокоглюкозид, лаурилсульфоацетат натрия, глицерин, лимонная кислота, эфирное масло лимона.',
    usage: 'Нанесите несколько капель на влажную губку, вымойте посуду и ополосните водой.',
    volume: '500 мл',
  },
  cleaning: {
    composition: 'Вода, спирт растительного происхождения, децилглюкозид, лимонная кислота.',
    usage: 'Распылите на поверхность с расстояния 20 см и протрите сухой салфеткой из микрофибры.',
    volume: '500 мл',
  },
  face: {
    composition: 'Aqua, glycerin, squalane, palmitoyl tripeptide-5, sodium hyaluronate, aloe leaf juice.',
    usage: 'Наносите на очищенную кожу лица и шеи утром и вечером.',
    volume: '50 мл',
  },
  body: {
    composition: 'Aqua, coco-glucoside, glycerin, масло ши, облепиховое масло, tocopherol.',
    usage: 'Нанесите на влажную кожу, помассируйте и смойте (лосьоны и кремы смывать не нужно).',
    volume: '250 мл',
  },
  hair: {
    composition: 'Aqua, sodium cocoyl isethionate, экстракт крапивы, репейное масло, panthenol.',
    usage: 'Нанесите на влажные волосы, вспеньте и смойте. Подходит для ежедневного применения.',
    volume: '300 мл',
  },
  supplements: {
    composition: 'Действующие вещества в суточной дозе — по данным на упаковке; оболочка капсулы: желатин, глицерин.',
    usage: 'Взрослым по 1 капсуле 2 раза в день во время еды. Курс — 1 месяц. Не является лекарственным средством.',
    volume: '60 капсул',
  },
  vitamins: {
    composition: 'Витамины и минералы в суточной дозе — по данным на упаковке; наполнитель: целлюлоза.',
    usage: 'Взрослым по 1 таблетке в день во время еды. Не является лекарственным средством.',
    volume: '60 таблеток',
  },
  teas: {
    composition: 'Цветки ромашки, листья мелиссы, листья мяты, цветки липы.',
    usage: 'Заварите 1 фильтр-пакет в 200 мл кипятка, настаивайте 5–7 минут.',
    volume: '20 фильтр-пакетов',
  },
  cloths: {
    composition: '80% полиэстер, 20% полиамид (расщеплённая микрофибра).',
    usage: 'Смочите салфетку, отожмите и протрите поверхность. Стирать при температуре до 60 °C без кондиционера.',
    volume: '1 шт., 30 × 30 см',
  },
  towels: {
    composition: '70% бамбуковая вискоза, 30% хлопок.',
    usage: 'Перед первым использованием постирайте при 40 °C. Не используйте кондиционер для белья.',
    volume: '1 шт., 50 × 90 см',
  },
  bath: {
    composition: 'Aqua, coco-glucoside, glycerin, экстракт календулы, экстракт ромашки.',
    usage: 'Нанесите немного средства на влажную кожу или волосы ребёнка, мягко вспеньте и смойте. Не щиплет глазки.',
    volume: '250 мл',
  },
  'kids-laundry': {
    composition: 'Вода, ПАВ растительного происхождения (5–15%), мыло, цитрат натрия. Без отдушки.',
    usage: '20 мл на 4–5 кг детских вещей. Полностью выполаскивается.',
    volume: '1 л',
  },
};

/** The texts of a product page besides the subsection's details. */
export const PRODUCT_TEXTS_RU = {
  service: (name: string) =>
    `${name} — онлайн-услуга компании. Доступ открывается после оплаты; ссылка придёт в почту вашего офиса.`,
  serviceUsage: 'Откройте ссылку из почты офиса в течение 30 дней после оплаты.',
  audio: (name: string) => `${name}. Слушайте в офисе: «Заказы» → «Медитации и аудио».`,
  audioVolume: '3 ч 40 мин',
  kit: 'Набор самых популярных продуктов компании; добавляется в корзину отдельно от других товаров.',
  eco: (name: string) => `${name} — экопродукт компании, без фосфатов, хлора и парабенов.`,
  declaration: 'Декларация о соответствии',
  registration: 'Свидетельство о государственной регистрации',
  promotion: { name: 'Осенняя акция', description: 'Сниженная цена до конца месяца' },
};

/** The catalogue's filter names and "for whom" values by id (listing.ts). */
export const FILTER_NAMES_RU: Record<string, string> = {
  brand: 'Бренд',
  section: 'Раздел',
  gender: 'Для кого',
};

export const GENDER_NAMES_RU: Record<number, string> = {
  1: 'Для женщин',
  2: 'Для мужчин',
  3: 'Для детей',
};

/** The shop menu's CMS blocks by key. */
export const SHOP_BLOCKS_RU: Record<string, [title: string, text: string]> = {
  catalogue_pdf: ['Каталог', 'Осень–зима 2026'],
  eco_green: ['Eco green', 'Продукты с экомаркировкой'],
};
