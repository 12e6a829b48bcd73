import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../lib/link';
import { type OfficeRouteName, useOfficePages } from '../../../../lib/office-access';
import { Card } from '../../../../ui/card';
import type { OfficeHome } from '../api/get-office-home';
import styles from '../office-home.module.css';
import { BlockFailed } from './block-failed';

type Block = OfficeHome['needs'];
type Need = Extract<Block, { state: 'ok' }>['data'][number]['kind'];

/** Where each need is handled: payouts and their companies' offers are signed on the payouts page. */
const PAGE_OF = {
  unsigned_payouts: 'OfficePayouts',
  documents_to_sign: 'OfficePayouts',
  held_tickets: 'OfficeOrdersEvents',
  unread_mail: 'MailHome',
  new_team_members: 'OfficeStructure',
} as const satisfies Record<Need, OfficeRouteName>;

/** "What needs me today": one line per kind with its count, linked to where it is handled. */
export const NeedsCard = ({ block, onRetry }: { block: Block; onRetry: () => void }) => {
  const { t } = useTranslation('office');
  const offered = useOfficePages();
  return (
    <Card title={t('needs.title')} className={styles.answer}>
      {block.state === 'failed' ? (
        <BlockFailed onRetry={onRetry} />
      ) : block.data.length === 0 ? (
        <p className={styles.muted} data-answer="needs" data-empty="">
          {t('needs.empty')}
        </p>
      ) : (
        <ul className={styles.needs} data-answer="needs">
          {block.data.map(({ kind, count }) => {
            const page = PAGE_OF[kind];
            const content = (
              <>
                <span>{t(`needs.${kind}`)}</span>
                <span className={styles.needCount}>{count}</span>
              </>
            );
            return (
              <li key={kind} data-need={kind}>
                {offered(page) ? (
                  <Link to={paths[page].href()} className={styles.need}>
                    {content}
                  </Link>
                ) : (
                  <span className={styles.need}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
