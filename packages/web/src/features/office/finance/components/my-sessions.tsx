import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useSite } from '../../../../api/get-site';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { refusalMessage } from '../../../../lib/amount-check';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { QueryView } from '../../../../ui/query-view';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { type MySession, useMySessions } from '../api/get-my-sessions';
import styles from './security-lists.module.css';
import { formatMoment } from './when';

const SessionRow = ({ session, onEnd, ending }: { session: MySession; onEnd: () => void; ending: boolean }) => {
  const { t, i18n } = useTranslation('finance');
  const site = useSite();
  const browser = session.browser
    ? [session.browser, session.browser_version].filter(Boolean).join(' ')
    : t('security.sessions.unknownBrowser');
  const system = session.system
    ? [session.system, session.system_version].filter(Boolean).join(' ')
    : t('security.sessions.unknownSystem');
  return (
    <li className={styles.item} data-session={session.current ? 'current' : 'other'}>
      <div className={styles.details}>
        <p className={styles.name}>
          {t('security.sessions.device', { browser, system })}
          {session.current ? <span className={styles.badge}>{t('security.sessions.current')}</span> : null}
        </p>
        <p className={styles.muted}>{t('security.sessions.site', { site: session.site.toUpperCase() })}</p>
        <p className={styles.muted}>
          {t('security.sessions.started', { time: formatMoment(session.started_at, site.dateFormat, i18n.language) })}
        </p>
        <p className={styles.muted}>
          {t('security.sessions.lastSeen', {
            time: formatMoment(session.last_seen_at, site.dateFormat, i18n.language),
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" onClick={onEnd} disabled={ending}>
          {t('security.sessions.end')}
        </Button>
      )}
    </li>
  );
};

/** My sessions (issue 35 item 1): where this account is signed in; any other session can be ended. */
export const MySessions = () => {
  const { t } = useTranslation('finance');
  const refusalText = useRefusalText();
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string }>();
  const run = async (work: () => Promise<unknown>) => {
    setOutcome(undefined);
    try {
      await work();
      setOutcome({ tone: 'info', text: t('security.sessions.ended') });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(t, readEnvelope(error), refusalText) });
    }
  };
  const busy = endOne.isPending || endOthers.isPending;
  return (
    <QueryView query={sessions} group="office">
      {({ sessions: list }) => (
        <>
          <ul className={styles.list} aria-label={t('security.sessions.title')}>
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={busy}
                onEnd={() => void run(() => endOne.mutateAsync({ params: { path: { id: session.id } } }))}
              />
            ))}
          </ul>
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          {list.some((session) => !session.current) ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void run(() => endOthers.mutateAsync({ body: {} }))}
              >
                {t('security.sessions.endOthers')}
              </Button>
            </div>
          ) : (
            <p className={styles.muted}>{t('security.sessions.noOthers')}</p>
          )}
        </>
      )}
    </QueryView>
  );
};
