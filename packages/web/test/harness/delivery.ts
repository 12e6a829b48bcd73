import type { Page } from 'playwright-core';
import { text } from './text.js';

/** A courier delivery in Moscow that the sandbox's checkout rules accept, for orders a suite places through the gateway. */
export const MOSCOW_COURIER = {
  delivery_type: 'delivery-courier',
  country: 'RU',
  city_id: 101,
  city: 'Moscow',
  recipient: { first_name: 'Anna', last_name: 'Partnerova', patronymic: 'Ivanovna' },
  phone: '+7 916 123-45-67',
  street: 'Tverskaya',
  house: '7',
  flat: '15',
  post_index: '125009',
};

/**
 * Checkout step 1 as the journeys fill it: Moscow, pickup from the first warehouse, and Anna
 * Partnerova's name and phone (the e-mail is left to the caller, which may want it wrong).
 */
export const chooseMoscowStockPickup = async (page: Page, language: string): Promise<void> => {
  const t = (key: string) => text(language, key);
  await page.getByLabel(t('checkout:city.label')).fill('Mosc');
  await page
    .getByRole('list', { name: t('checkout:city.results') })
    .getByRole('button', { name: /Moscow/ })
    .first()
    .click();
  await page.getByRole('radio', { name: new RegExp(t('checkout:method.stock')) }).check();
  await page
    .getByRole('group', { name: t('checkout:stock.title') })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel(t('checkout:who.firstName')).fill('Anna');
  await page.getByLabel(t('checkout:who.lastName')).fill('Partnerova');
  await page.getByLabel(t('checkout:who.phone')).fill('+7 916 123 45 67');
};
