import { useEffect, useMemo, useState } from 'react';
import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { useMoney } from '../../../../lib/money';
import { usePageVirtualizer } from '../../../../lib/use-page-virtualizer';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FIRST_SCREEN_ROWS } from '../../../../ui/data-table';
import { Spinner } from '../../../../ui/spinner';
import { type TeamPartner, useStructure } from '../api/get-structure';
import { useStructureDepth } from '../api/get-structure-depth';
import styles from '../team.module.css';
import { OpenToLevel } from './open-to-level';
import { branchesAbove, flattenStructure, type StructureRow } from './structure-rows';

/** A line's height before it is measured (a compact line on a phone; two lines of text are measured as they come). */
const ROW_ESTIMATE_PX = 52;
/** Lines rendered beyond the visible ones on each side, so a fast scroll shows no blank. */
const OVERSCAN = 10;

/** One guide per level above a line (issue 32: the depth is seen, not guessed from a few pixels). */
const LevelGuides = ({ depth }: { depth: number }) => (
  <span className={styles.guides} aria-hidden="true">
    {Array.from({ length: depth - 1 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a guide is its level; they never reorder.
      <span key={i} className={styles.guide} />
    ))}
  </span>
);

/**
 * The team as a tree (spec 2 §2 structure): a node's first line is asked when it opens; the open
 * tree is flattened and only the lines in view are rendered (@tanstack/react-virtual), scrolling
 * with the page. "Open to level N" opens every branch down to N as the lines arrive.
 */
export const StructureTree = () => {
  const { t } = useTranslation('team');
  const money = useMoney(useSite().currency);
  const { open: openModal } = useModals();
  const [open, setOpen] = useState<string[]>([]);
  // The level chosen with "open to level N", until a branch is opened or closed by hand.
  const [openTo, setOpenTo] = useState<number | null>(null);
  const structure = useStructure(open);
  const depth = useStructureDepth();
  const openSet = useMemo(() => new Set(open), [open]);
  const rows = useMemo(
    () =>
      flattenStructure<TeamPartner>(
        (parent) => structure.get(parent),
        (number) => openSet.has(number),
      ),
    [structure, openSet],
  );
  // First lines arriving under "open to level N" bring new branches to open.
  useEffect(() => {
    if (openTo === null) return;
    const more = branchesAbove(rows, openTo).filter((number) => !openSet.has(number));
    if (more.length > 0) setOpen((current) => [...current, ...more]);
  }, [rows, openTo, openSet]);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const virtualizer = usePageVirtualizer<HTMLLIElement>(list, {
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => keyOf(rows[index]!),
    overscan: OVERSCAN,
  });
  const toggle = (number: string) => {
    setOpenTo(null);
    setOpen((current) => (current.includes(number) ? current.filter((n) => n !== number) : [...current, number]));
  };
  const openToLevel = (level: number) => {
    setOpenTo(level);
    setOpen(branchesAbove(rows, level));
  };

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

  const renderRow = (row: StructureRow<TeamPartner>) => {
    if (row.kind !== 'node') {
      return (
        <div aria-busy={row.kind === 'loading'} className={styles.state}>
          <LevelGuides depth={row.depth} />
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
      <div className={styles.node} data-number={node.number} data-level={node.level}>
        <LevelGuides depth={row.depth} />
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
          <span className={styles.meta}>
            {node.number} · {t('fields.levelN', { level: node.level })} · {node.rank}
          </span>
        </button>
        <dl className={styles.figures}>
          <div className={styles.secondary}>
            <dt>{t('fields.LO')}</dt>
            <dd>{money(node.LO)}</dd>
          </div>
          <div>
            <dt>{t('fields.SGO')}</dt>
            <dd>{money(node.SGO)}</dd>
          </div>
          <div className={styles.secondary}>
            <dt>{t('fields.team')}</dt>
            <dd>{node.children_count}</dd>
          </div>
        </dl>
      </div>
    );
  };

  const measured = virtualizer.getVirtualItems();
  // Before the list stands on a page the virtualiser can measure (the gateway's render and the
  // browser's hydration of it, issue 36): the first screen's lines at their estimated places.
  const shownItems =
    measured.length > 0 || list
      ? measured
      : rows.slice(0, FIRST_SCREEN_ROWS).map((row, index) => ({
          key: keyOf(row),
          index,
          start: virtualizer.options.scrollMargin + index * ROW_ESTIMATE_PX,
        }));
  return (
    <div className={styles.treeArea}>
      {/* Held in place while the depth is found; gone for a one-level team or a failed search. */}
      {depth.isPending ? (
        <OpenToLevel key="finding" depth={null} onOpen={openToLevel} />
      ) : (
        depth.data !== undefined &&
        depth.data > 1 && <OpenToLevel key="found" depth={depth.data} onOpen={openToLevel} />
      )}
      <ul
        ref={setList}
        aria-label={t('structure.tree')}
        className={styles.tree}
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {shownItems.map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            // Lines at estimated places are not measured: the virtualiser does not know its scroller yet.
            ref={measured.length > 0 ? virtualizer.measureElement : undefined}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={styles.line}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderRow(rows[item.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
};

const keyOf = (row: StructureRow<TeamPartner>): string =>
  row.kind === 'node' ? row.node.number : `${row.kind}:${row.parent}`;
