import type { Locator, Page } from 'playwright-core';
import { text } from './text.js';

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The button that opens a date field (ui/date-field): its name is the label, then the day shown. */
export const dateFieldButton = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}\\s`) });

/**
 * Chooses a day (`YYYY-MM-DD`) in a date field as a user does: opens the calendar by the field's
 * label, picks the year and the month in its lists, presses the day; the calendar closes.
 */
export const pickDate = async (scope: Page | Locator, language: string, label: string, day: string): Promise<void> => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  await dateFieldButton(scope, label).click();
  const calendar = scope.getByRole('dialog', { name: label, exact: true });
  await calendar.getByRole('combobox', { name: text(language, 'common:datePicker.year') }).selectOption(String(year));
  await calendar
    .getByRole('combobox', { name: text(language, 'common:datePicker.month') })
    .selectOption(String(month - 1));
  await calendar.locator(`td[data-day="${day}"]:not([data-outside]) button`).click();
  await calendar.waitFor({ state: 'detached' });
};
