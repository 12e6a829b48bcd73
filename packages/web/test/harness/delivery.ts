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
