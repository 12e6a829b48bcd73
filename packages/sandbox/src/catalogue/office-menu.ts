import type { MenuItem } from '@gf/contracts/upstream/entities/catalogue';
import type { z } from 'zod';
import { localized } from '../localized.js';
import type { Role } from '../state/users.js';

type Item = z.input<typeof MenuItem>;

/** The Russian layer of the menu's names (issue 23: demo content in the visitor's language). */
const RU: Record<string, string> = {
  Office: 'Кабинет',
  Business: 'Бизнес',
  Structure: 'Структура',
  Clients: 'Клиенты',
  Statement: 'Отчёт',
  Orders: 'Заказы',
  'My orders': 'Мои заказы',
  Events: 'Мероприятия',
  'Event applications': 'Заявки на мероприятия',
  'Meditations and audio': 'Медитации и аудио',
  Finance: 'Финансы',
  Accounts: 'Счета',
  Transfers: 'Переводы',
  Payouts: 'Выплаты',
  Ratings: 'Рейтинги',
  Education: 'Обучение',
  'Beginners guide': 'Гид для начинающих',
  Materials: 'Материалы',
  Wiki: 'Вики',
  Mail: 'Почта',
};

/** The Hebrew layer of the menu's names (issue 32: the il site's language). */
const HE: Record<string, string> = {
  Office: 'האזור האישי',
  Business: 'עסקים',
  Structure: 'מבנה',
  Clients: 'לקוחות',
  Statement: 'דוח',
  Orders: 'הזמנות',
  'My orders': 'ההזמנות שלי',
  Events: 'אירועים',
  'Event applications': 'בקשות לאירועים',
  'Meditations and audio': 'מדיטציות ואודיו',
  Finance: 'כספים',
  Accounts: 'חשבונות',
  Transfers: 'העברות',
  Payouts: 'תשלומים',
  Ratings: 'דירוגים',
  Education: 'לימודים',
  'Beginners guide': 'מדריך למתחילים',
  Materials: 'חומרים',
  Wiki: 'ויקי',
  Mail: 'דואר',
};

/**
 * The office part of the shop menu (spec 1 §3 officeMenu), from the office hub pages of spec 1 §2.
 * Clients have no business, ratings or education hubs: those are a partner's work.
 */
export const officeMenu = (role: Role, language: string): Item[] => {
  const item = (name: string, path: string, children: [string, string][] = []): Item => ({
    name: localized(language, name, { ru: RU[name], he: HE[name] }),
    path,
    children: children.map(([childName, childPath]) => ({
      name: localized(language, childName, { ru: RU[childName], he: HE[childName] }),
      path: childPath,
    })),
  });
  const orders = item('Orders', '/office/orders', [
    ['My orders', '/office/orders/list'],
    ['Events', '/office/orders/events'],
    // Event applications are a partner's tool (spec 2 §6).
    ...(role === 'partner'
      ? ([['Event applications', '/office/orders/application-events']] as [string, string][])
      : []),
    ['Meditations and audio', '/office/orders/meditations'],
  ]);
  const finance = item('Finance', '/office/finance', [
    ['Accounts', '/office/finance/accounts'],
    ['Transfers', '/office/finance/transfer'],
  ]);
  const mail = item('Mail', '/office/mail');
  if (role === 'client') return [item('Office', '/office'), orders, finance, mail];
  return [
    item('Office', '/office'),
    item('Business', '/office/business', [
      ['Structure', '/office/business/structure'],
      ['Clients', '/office/business/clients'],
      ['Statement', '/office/business/statement'],
    ]),
    orders,
    item('Finance', '/office/finance', [
      ['Accounts', '/office/finance/accounts'],
      ['Transfers', '/office/finance/transfer'],
      ['Payouts', '/office/finance/payouts'],
    ]),
    item('Ratings', '/office/ratings'),
    item('Education', '/office/education', [['Beginners guide', '/office/education/beginners-guide']]),
    item('Materials', '/office/materials'),
    item('Wiki', '/office/wiki/standards-and-rules'),
    mail,
  ];
};
