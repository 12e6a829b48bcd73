import type { components } from '@gf/contracts/generated/bff';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import styles from '../../../../ui/money.module.css';
import { ACCOUNT_TYPES } from '../api/get-accounts';

type Accounts = components['schemas']['FinanceAccountsReply'];

/** The four balances of spec 2 §3 Accounts, each in its own currency. */
export const Balances = ({ accounts }: { accounts: Accounts }) => {
  const { t, i18n } = useTranslation('finance');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className={styles.balances} aria-label={t('accounts.balances')}>
      {ACCOUNT_TYPES.map((type) => (
        <li key={type} className={styles.balance} data-account={type}>
          <span className={styles.balanceLabel}>{t(`account.${type}`)}</span>
          <span className={styles.balanceValue}>
            {formatPrice(accounts[type].balance, accounts[type].currency_code, language)}
          </span>
        </li>
      ))}
    </ul>
  );
};
