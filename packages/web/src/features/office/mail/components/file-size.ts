import { numberFormat } from '../../../../lib/intl-formats';

/** A file's size in the reader's language: kilobytes below a megabyte, else megabytes. */
export const formatFileSize = (bytes: number, language: string): string => {
  const megabytes = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
};
