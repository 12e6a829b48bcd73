import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useSite } from '../api/get-site';
import { useTranslation } from '../i18n/use-translation';
import { dateToDay, dayToDate } from '../lib/calendar-day';
import { formatDate } from '../lib/format-date';
import { dateTimeFormat } from '../lib/intl-formats';
import { firstWeekdayOf } from '../lib/weekday-order';
import styles from './date-field.module.css';

interface DateFieldProps {
  label: string;
  /** The chosen day, `YYYY-MM-DD`; '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** Earliest and latest day that may be chosen, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  /** Offer a button that empties the field (filters; a required date has none). */
  clearable?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
}

/** How far the month and year lists reach when the field sets no bound: birth dates and a few years ahead. */
const YEARS_BACK = 100;
const YEARS_AHEAD = 10;

/**
 * The one date picker of the site (spec 1 §1, §9): the week starts on the site's first weekday
 * (Sunday in Israel), months and days are named in the page's language, the day is shown in the
 * site's date format. The calendar is react-day-picker's: an ARIA grid driven by the arrows,
 * PageUp/PageDown (month), Shift+PageUp/PageDown (year) and Home/End (week).
 */
export const DateField = ({ label, value, onChange, min, max, clearable, error, hint, className }: DateFieldProps) => {
  const { t, i18n } = useTranslation('common');
  const site = useSite();
  const id = useId();
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const language = i18n.language;
  const selected = dayToDate(value);
  const earliest = dayToDate(min);
  const latest = dayToDate(max);
  const thisYear = new Date().getFullYear();

  const names = {
    month: dateTimeFormat(language, { month: 'long' }),
    caption: dateTimeFormat(language, { month: 'long', year: 'numeric' }),
    weekdayShort: dateTimeFormat(language, { weekday: 'short' }),
    weekdayLong: dateTimeFormat(language, { weekday: 'long' }),
    day: dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };

  // A press outside the open calendar closes it, as Escape does.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!field.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const describedBy = [`${id}-value`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div ref={field} className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <button
          ref={trigger}
          type="button"
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <span id={`${id}-value`} className={selected ? undefined : styles.placeholder}>
            {selected ? formatDate(selected, site.dateFormat) : t('datePicker.choose')}
          </span>
        </button>
        {clearable && selected && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('datePicker.clear', { label })}
            onClick={() => onChange('')}
          >
            ×
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {open && (
        // Escape anywhere in the calendar closes it; the grid's own keys stay the library's.
        <div className={styles.popover} role="dialog" aria-labelledby={`${id}-label`} onKeyDown={onKeyDown}>
          <DayPicker
            mode="single"
            autoFocus
            lang={language}
            dir={i18n.dir(language)}
            weekStartsOn={firstWeekdayOf(site.firstWeekdayMonday)}
            captionLayout="dropdown"
            selected={selected}
            defaultMonth={selected ?? latest ?? undefined}
            startMonth={earliest ?? new Date(thisYear - YEARS_BACK, 0)}
            endMonth={latest ?? new Date(thisYear + YEARS_AHEAD, 11)}
            disabled={[...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])]}
            onSelect={(date) => {
              // The day already chosen, pressed again, comes as no date: the choice stands.
              if (date) onChange(dateToDay(date));
              close();
            }}
            formatters={{
              formatCaption: (month) => names.caption.format(month),
              formatMonthDropdown: (month) => names.month.format(month),
              formatWeekdayName: (weekday) => names.weekdayShort.format(weekday),
            }}
            labels={{
              labelNav: () => t('datePicker.navigation'),
              labelNext: () => t('datePicker.next'),
              labelPrevious: () => t('datePicker.previous'),
              labelMonthDropdown: () => t('datePicker.month'),
              labelYearDropdown: () => t('datePicker.year'),
              labelGrid: (month) => names.caption.format(month),
              labelWeekday: (weekday) => names.weekdayLong.format(weekday),
              labelDayButton: (day, modifiers) =>
                modifiers.selected ? t('datePicker.chosenDay', { day: names.day.format(day) }) : names.day.format(day),
            }}
          />
        </div>
      )}
    </div>
  );
};
