import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { ScrollArea } from '../../../../ui/scroll-area';
import { Spinner } from '../../../../ui/spinner';
import { type TeamPartner, useStructure } from '../api/get-structure';
import styles from '../team.module.css';
import { formatVolume } from './format-volume';
import { flattenStructure, type StructureRow } from './structure-rows';

/** A line's height before it is measured (two lines of text on a phone are measured as they come). */
const ROW_ESTIMATE_PX = 56;
/** Lines rendered beyond the visible ones on each side, so a fast scroll shows no blank. */
const OVERSCAN = 10;

/**
 * The team as a tree (spec 2 §2 structure): a node's first line is asked when it opens; the open
 * tree is flattened and only the lines in view are rendered (@tanstack/react-virtual).
 */
export const StructureTree = () => {
  const { t, i18n } = useTranslation('team');
  const { open: openModal } = useModals();
  const [open, setOpen] = useState<string[]>([]);
  const structure = useStructure(open);
  const openSet = useMemo(() => new Set(open), [open]);
  const rows = useMemo(
    () =>
      flattenStructure<TeamPartner>(
        (parent) => structure.get(parent),
        (number) => openSet.has(number),
      ),
    [structure, openSet],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => keyOf(rows[index]!),
    overscan: OVERSCAN,
  });
  const toggle = (number: string) =>
    setOpen((current) => (current.includes(number) ? current.filter((n) => n !== number) : [...current, number]));

  const root = structure.get(null);
  if (root?.isPending) return <Spinner label={t('structure.loading')} />;
  if (root?.isError)
    return (
      <Alert>
        {t('structure.failed')}{' '}
        <Button variant="secondary" onClick={() => void root.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (rows.length === 0) return <p className={styles.muted}>{t('structure.empty')}</p>;

  const volume = (value: number) => formatVolume(value, i18n.language);
  const renderRow = (row: StructureRow<TeamPartner>) => {
    if (row.kind !== 'node') {
      return (
        <div
          aria-busy={row.kind === 'loading'}
          className={styles.state}
          style={{ '--depth': row.depth } as React.CSSProperties}
        >
          {row.kind === 'loading' ? (
            <Spinner label={t('structure.loadingLine')} />
          ) : (
            <span role="alert">{t('structure.lineFailed')}</span>
          )}
        </div>
      );
    }
    const { node } = row;
    const hasTeam = node.children_count > 0;
    return (
      <div
        className={styles.node}
        style={{ '--depth': row.depth } as React.CSSProperties}
        data-number={node.number}
        data-level={node.level}
      >
        {hasTeam ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={row.open}
            aria-label={t(row.open ? 'structure.close' : 'structure.open', { name: node.name })}
            onClick={() => toggle(node.number)}
          >
            <span aria-hidden="true" className={row.open ? styles.opened : undefined}>
              ▸
            </span>
          </button>
        ) : (
          <span className={styles.toggle} aria-hidden="true" />
        )}
        <button type="button" className={styles.who} onClick={() => openModal('my-partner', { number: node.number })}>
          <span className={styles.name}>{node.name}</span>
          <span className={styles.muted}>
            {node.number} · {t('fields.levelN', { level: node.level })}
          </span>
        </button>
        <dl className={styles.figures}>
          <div>
            <dt>{t('fields.rank')}</dt>
            <dd>{node.rank}</dd>
          </div>
          <div>
            <dt>{t('fields.LO')}</dt>
            <dd>{volume(node.LO)}</dd>
          </div>
          <div>
            <dt>{t('fields.SGO')}</dt>
            <dd>{volume(node.SGO)}</dd>
          </div>
          <div>
            <dt>{t('fields.team')}</dt>
            <dd>{node.children_count}</dd>
          </div>
        </dl>
      </div>
    );
  };

  return (
    <ScrollArea ref={scrollRef} className={styles.treeScroll}>
      <ul aria-label={t('structure.tree')} className={styles.tree} style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={styles.line}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderRow(rows[item.index]!)}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
};

const keyOf = (row: StructureRow<TeamPartner>): string =>
  row.kind === 'node' ? row.node.number : `${row.kind}:${row.parent}`;
