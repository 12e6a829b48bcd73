/**
 * Russian texts of the cart's promotions by id (issue 23): the name, with `{threshold}` for the
 * amount from which the promotion applies, and the description.
 */
export const PROMOTIONS_RU: Record<number, [name: string, description: string]> = {
  9001: ['Салфетка из микрофибры к заказу от {threshold}', 'Салфетка добавляется бесплатно'],
  9002: ['Травяной чай на выбор к заказу от {threshold}', 'Выберите один из чаёв — он бесплатный'],
  9003: ['Бамбуковое полотенце к заказу от {threshold}', 'Полотенце добавляется бесплатно'],
};

/** The calculation's notes and messages, English and Russian, with `{name}` placeholders. */
export const CALCULATION_TEXTS = {
  unknownCity: ['Unknown city', 'Неизвестный город'],
  notReached: ['This delivery method does not reach {city}', 'Этот способ доставки недоступен в городе {city}'],
  free: ['free', 'бесплатно'],
  chooseCity: ['Choose a city to see the delivery cost', 'Выберите город, чтобы узнать стоимость доставки'],
  preorder: ['Sold out, can be pre-ordered: {codes}', 'Нет в наличии, можно оформить предзаказ: {codes}'],
  overStock: ['Some lines ask for more than the stock holds', 'В некоторых строках больше товара, чем есть на складе'],
  notForBonuses: ['Some bonus lines cannot be paid with bonuses', 'Некоторые товары нельзя оплатить бонусами'],
  recounted: [
    'The bonus lines were recounted to fit the bonus balance',
    'Товары за бонусы пересчитаны под остаток бонусного счёта',
  ],
  bonusLimit: ['Bonuses can pay at most {amount}', 'Бонусами можно оплатить не больше {amount}'],
  nextPromotion: ['Add {amount} more: {promotion}', 'Добавьте товаров ещё на {amount}: {promotion}'],
} as const satisfies Record<string, readonly [en: string, ru: string]>;
