import { useEffect, useRef, useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useTranslation } from '../../../../i18n/use-translation';
import { useNumber } from '../../../../lib/use-number';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { DataTable } from '../../../../ui/data-table';
import { Spinner } from '../../../../ui/spinner';
import { useRequestTranscript, useTranscript } from '../api/transcript';
import styles from '../statements.module.css';

/** Column names the API's transcript rows use, labelled in the page's language. */
const COLUMNS = ['date', 'document', 'number', 'name', 'level', 'rank', 'pv', 'LOPV', 'SGOPV'] as const;
const isKnown = (column: string): column is (typeof COLUMNS)[number] => (COLUMNS as readonly string[]).includes(column);

interface TranscriptPanelProps {
  /** Named by the link that opens it (`aria-controls`). */
  id: string;
  periodId: number;
  indicator: string;
  title: string;
}

/** The transcript of one indicator (spec 2 §3): asked for once, read until ready, then a page at a time. */
export const TranscriptPanel = ({ id, periodId, indicator, title }: TranscriptPanelProps) => {
  const { t } = useTranslation('statements');
  const { t: common } = useTranslation();
  const number = useNumber();
  const [page, setPage] = useState(1);
  const panel = useRef<HTMLElement>(null);
  // Opened by its link: focus follows, so keyboard and screen-reader users land on the text.
  useEffect(() => panel.current?.focus(), []);
  const request = useRequestTranscript();
  const { mutate } = request;
  useEffect(() => {
    mutate({ body: { period_id: periodId, indicator } });
  }, [mutate, periodId, indicator]);
  const transcript = useTranscript(periodId, indicator, page, request.isSuccess);
  const data = transcript.data;
  const failed = request.isError || transcript.isError || data?.status === 'FAIL';
  return (
    <section
      ref={panel}
      id={id}
      tabIndex={-1}
      className={styles.transcript}
      aria-label={t('transcript.title', { indicator: title })}
    >
      <h3 className={styles.muted}>{t('transcript.title', { indicator: title })}</h3>
      {failed ? (
        <Alert>
          {t('transcript.failed')}
          {request.isError ? ` (${readEnvelope(request.error).code})` : ''}
        </Alert>
      ) : data?.status !== 'SUCCESS' ? (
        <div className={styles.muted} aria-live="polite">
          <Spinner label={t('transcript.waiting')} />
        </div>
      ) : data.rows.length === 0 ? (
        <p className={styles.muted}>{t('transcript.empty')}</p>
      ) : (
        <>
          <DataTable
            label={t('transcript.title', { indicator: title })}
            rows={data.rows}
            rowId={(row) => JSON.stringify(row)}
            columns={data.columns.map((column, index) => ({
              id: column,
              header: isKnown(column) ? t(`column.${column}`) : column,
              cell: (row: Record<string, string | number>) => {
                const value = row[column];
                return typeof value === 'number' ? number(value) : value;
              },
              // The transcript's columns come from the upstream: its first names the line.
              role: index === 0 ? ('title' as const) : ('detail' as const),
              align: typeof data.rows[0]?.[column] === 'number' ? ('end' as const) : ('start' as const),
            }))}
          />
          {data.pages_count > 1 ? (
            <div className={styles.controls}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {common('pager.previous')}
              </Button>
              <span className={styles.muted}>{common('pager.pageOf', { page, count: data.pages_count })}</span>
              <Button variant="secondary" disabled={page >= data.pages_count} onClick={() => setPage(page + 1)}>
                {common('pager.next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
};
