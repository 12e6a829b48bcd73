import { SEAT_STATE } from '@gf/contracts/rules/ticket-rules';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { Button } from '../../../../ui/button';
import type { Seat, SeatScheme } from '../api/get-tickets-page';
import styles from '../tickets.module.css';

const SEAT_RADIUS = 11;
const ZOOMS = [0.6, 0.8, 1, 1.3, 1.7] as const;
const DEFAULT_ZOOM_INDEX = 2;

/** How a seat looks and whether it can be chosen: spec 2 §3 states, plus the visitor's own picks. */
type Look = 'free' | 'picked' | 'held' | 'occupied' | 'unavailable';
const lookOf = (seat: Seat, picked: boolean): Look => {
  if (seat.state === SEAT_STATE.unavailable) return 'unavailable';
  if (seat.state === SEAT_STATE.occupied) return 'occupied';
  if (seat.state === SEAT_STATE.selected) return 'held';
  return picked ? 'picked' : 'free';
};
const CHOOSABLE: ReadonlySet<string> = new Set<Look>(['free', 'picked']);

type LabelOf = (seat: Seat, look: Look) => string;

interface SeatRowProps {
  seats: readonly Seat[];
  /** The picked seat ids of this row, joined: a toggle re-renders only the row it touches. */
  pickedKey: string;
  /** The seat of this row that is the tab stop, if any. */
  tabStop: number | undefined;
  colorOf: (seat: Seat) => string;
  labelOf: LabelOf;
}

/**
 * One row of seats, redrawn only when a pick, the tab stop or the scheme of this row changes: a
 * 2,000-seat hall answers a tap by redrawing one row of some fifty circles, not the whole hall.
 * Each seat is one circle (the checkbox itself, so a hall is ~2,000 elements, not twice that) with a
 * shape cue besides its colour: a thick ring when picked, a dashed ring when not for sale, and the
 * taken seats of the row crossed out by one path.
 */
const SeatRow = memo(({ seats, pickedKey, tabStop, colorOf, labelOf }: SeatRowProps) => {
  const picked = new Set(pickedKey === '' ? [] : pickedKey.split(',').map(Number));
  const crosses = seats
    .filter((seat) => seat.state === SEAT_STATE.occupied)
    .map((seat) => `M${seat.x - 5} ${seat.y - 5}l10 10m0 -10l-10 10`)
    .join('');
  return (
    <g>
      {seats.map((seat) => {
        const look = lookOf(seat, picked.has(seat.id));
        const color = colorOf(seat);
        const chosen = look === 'picked' || look === 'held';
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be an <input>; it is a checkbox by role.
          <circle
            key={seat.id}
            role="checkbox"
            aria-checked={chosen}
            aria-disabled={!CHOOSABLE.has(look)}
            aria-label={labelOf(seat, look)}
            tabIndex={seat.id === tabStop ? 0 : -1}
            data-seat-id={seat.id}
            data-look={look}
            className={styles.seat}
            cx={seat.x}
            cy={seat.y}
            r={SEAT_RADIUS}
            fill={look === 'free' ? color : chosen ? 'var(--color-text)' : 'transparent'}
            stroke={look === 'unavailable' ? 'var(--color-border)' : look === 'occupied' ? 'var(--color-muted)' : color}
            strokeWidth={chosen ? 4 : 2}
            strokeDasharray={look === 'unavailable' ? '3 3' : undefined}
          />
        );
      })}
      {crosses && <path d={crosses} stroke="var(--color-muted)" strokeWidth={2} pointerEvents="none" />}
    </g>
  );
});

interface SeatMapProps {
  scheme: SeatScheme;
  picked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  label: string;
}

/** The seat under a pointer or focus event: the one element that listens is the drawing. */
const seatIdOf = (target: EventTarget): { id: number; look: string } | null => {
  const element = target instanceof Element ? target.closest<SVGElement>('[data-seat-id]') : null;
  if (!element) return null;
  return { id: Number(element.dataset.seatId), look: element.dataset.look ?? '' };
};

/**
 * Spec 1 §2 scheme-seats-selector: the hall drawn from the scheme's seat positions, as one SVG
 * with one click and one focus listener for all seats (event delegation) and rows memoized, so a
 * hall of thousands of seats draws once and a tap redraws one row. One seat is in the tab order at
 * a time (a roving tab stop); arrows move along a row and between rows, Space or Enter picks. The
 * drawing scrolls inside its box and zooms, so a phone can reach every seat.
 */
export const SeatMap = ({ scheme, picked, onToggle, label }: SeatMapProps) => {
  const { t, i18n } = useTranslation('events');
  const [zoomIndex, setZoomIndex] = useState<number>(DEFAULT_ZOOM_INDEX);
  const zoom = ZOOMS[zoomIndex] ?? 1;
  const box = useRef<HTMLDivElement>(null);
  const zones = useMemo(() => new Map(scheme.zones.map((z) => [z.id, z])), [scheme.zones]);

  // Rows top to bottom, seats left to right: what is drawn row by row and what the arrow keys walk.
  const rows = useMemo(() => {
    const byRow = new Map<number, Seat[]>();
    for (const seat of scheme.seats) {
      const row = byRow.get(seat.y) ?? [];
      row.push(seat);
      byRow.set(seat.y, row);
    }
    return [...byRow.entries()].sort(([a], [b]) => a - b).map(([, seats]) => seats.sort((a, b) => a.x - b.x));
  }, [scheme.seats]);
  const rowOfSeat = useMemo(() => {
    const index = new Map<number, number>();
    rows.forEach((row, i) => {
      for (const seat of row) index.set(seat.id, i);
    });
    return index;
  }, [rows]);
  const firstChoosable = useMemo(
    () => scheme.seats.find((s) => s.state === null)?.id ?? scheme.seats[0]?.id,
    [scheme.seats],
  );
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const tabStop = focused ?? firstChoosable;

  // Picked ids grouped by row, so each row gets a key that changes only with its own picks.
  const pickedByRow = useMemo(() => {
    const byRow = new Map<number, number[]>();
    for (const id of picked) {
      const row = rowOfSeat.get(id);
      if (row === undefined) continue;
      byRow.set(row, [...(byRow.get(row) ?? []), id]);
    }
    return new Map([...byRow].map(([row, ids]) => [row, ids.sort((a, b) => a - b).join(',')]));
  }, [picked, rowOfSeat]);

  const colorOf = useCallback((seat: Seat) => zones.get(seat.zone_id)?.color ?? 'var(--color-accent)', [zones]);
  // Prices and state words worked out once per zone and state, not once per seat of a big hall.
  const prices = useMemo(
    () => new Map(scheme.zones.map((z) => [z.id, formatPrice(z.price, z.currency_code, i18n.language)] as const)),
    [scheme.zones, i18n.language],
  );
  const stateWords = useMemo(
    () =>
      Object.fromEntries(
        (['free', 'picked', 'held', 'occupied', 'unavailable'] as const).map((look) => [look, t(`seat.state.${look}`)]),
      ) as Record<Look, string>,
    [t],
  );
  const labelOf = useCallback<LabelOf>(
    (seat, look) =>
      t('seat.label', {
        row: seat.row,
        number: seat.number,
        zone: zones.get(seat.zone_id)?.name ?? '',
        price: prices.get(seat.zone_id) ?? '',
        state: stateWords[look],
      }),
    [zones, prices, stateWords, t],
  );

  const moveFocus = (id: number | undefined) => {
    if (id === undefined) return;
    setFocused(id);
    box.current?.querySelector<SVGElement>(`[data-seat-id="${id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = tabStop;
    const rowIndex = id === undefined ? -1 : (rowOfSeat.get(id) ?? -1);
    const row = rows[rowIndex];
    if (!row) return;
    const at = row.findIndex((s) => s.id === id);
    const current = row[at] as Seat;
    const nearestIn = (other: Seat[] | undefined) =>
      other?.reduce((best, s) => (Math.abs(s.x - current.x) < Math.abs(best.x - current.x) ? s : best)).id;
    const moves: Record<string, () => number | undefined> = {
      ArrowRight: () => row[at + 1]?.id,
      ArrowLeft: () => row[at - 1]?.id,
      ArrowDown: () => nearestIn(rows[rowIndex + 1]),
      ArrowUp: () => nearestIn(rows[rowIndex - 1]),
      Home: () => row[0]?.id,
      End: () => row.at(-1)?.id,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move());
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (current.state === null) onToggle(current.id);
    }
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const seat = seatIdOf(event.target);
    if (seat && CHOOSABLE.has(seat.look)) onToggle(seat.id);
  };
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const seat = seatIdOf(event.target);
    if (seat) setFocused(seat.id);
  };

  return (
    <div className={styles.map}>
      <div className={styles.zoom}>
        <Button
          variant="secondary"
          onClick={() => setZoomIndex((z) => Math.max(0, z - 1))}
          disabled={zoomIndex === 0}
          aria-label={t('seat.zoomOut')}
        >
          −
        </Button>
        <Button
          variant="secondary"
          onClick={() => setZoomIndex((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoomIndex === ZOOMS.length - 1}
          aria-label={t('seat.zoomIn')}
        >
          +
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the seats inside bubble to here. */}
      <div ref={box} className={styles.mapBox} onKeyDown={onKeyDown} dir="ltr">
        {/* biome-ignore lint/a11y/useSemanticElements: a drawing of seats cannot be a <fieldset>; it groups them by role. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the box's (arrows, Space, Enter) above. */}
        <svg
          role="group"
          aria-label={label}
          width={scheme.width * zoom}
          height={scheme.height * zoom}
          viewBox={`0 0 ${scheme.width} ${scheme.height}`}
          className={styles.hall}
          onClick={onClick}
          onFocus={onFocus}
          data-testid="seat-map"
        >
          <rect x={scheme.width * 0.2} y={12} width={scheme.width * 0.6} height={28} rx={6} className={styles.stage} />
          <text x={scheme.width / 2} y={31} textAnchor="middle" className={styles.stageText}>
            {t('seat.stage')}
          </text>
          {rows.map((row, i) => (
            <SeatRow
              key={row[0]?.id ?? i}
              seats={row}
              pickedKey={pickedByRow.get(i) ?? ''}
              tabStop={tabStop !== undefined && rowOfSeat.get(tabStop) === i ? tabStop : undefined}
              colorOf={colorOf}
              labelOf={labelOf}
            />
          ))}
        </svg>
      </div>
      <ul className={styles.legend} aria-label={t('seat.legend')}>
        {scheme.zones.map((zone) => (
          <li key={zone.id}>
            <span className={styles.swatch} style={{ background: zone.color }} aria-hidden="true" />
            {zone.name} · {formatPrice(zone.price, zone.currency_code, i18n.language)}
          </li>
        ))}
        <li>
          <span className={`${styles.swatch} ${styles.swatchPicked}`} aria-hidden="true" />
          {t('seat.state.picked')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchOccupied}`} aria-hidden="true" />
          {t('seat.state.occupied')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchUnavailable}`} aria-hidden="true" />
          {t('seat.state.unavailable')}
        </li>
      </ul>
    </div>
  );
};
