/** Calendar days as the forms and the gateway write them (`YYYY-MM-DD`), read and written in local time. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight of a `YYYY-MM-DD` day; undefined for anything else. */
export const dayToDate = (day: string | undefined): Date | undefined => {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : undefined;
};

export const dateToDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
