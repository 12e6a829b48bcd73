import { describe, expect, it } from 'vitest';
import { englishWords } from './english-words.js';

describe('English words on a page that is not in English', () => {
  it('finds an English sentence or label, leaving names, codes and addresses alone', () => {
    expect(englishWords('Anna Smith already has a ticket for this event')).toEqual([
      'already',
      'has',
      'ticket',
      'for',
      'this',
      'event',
    ]);
    expect(englishWords('Бонусы: Bonus accrual')).toEqual(['Bonus', 'accrual']);
    expect(
      englishWords('Greenway Aquamagic 500 PV, RUB, partner@example.com, https://shop.test/order, payout-3.pdf'),
    ).toEqual([]);
    expect(englishWords('השירות ענה: ״…״ Мария Иванова')).toEqual([]);
  });
});
