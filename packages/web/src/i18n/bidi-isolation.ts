import type { FormatterModule } from 'i18next';
import { isRtl } from './languages';

/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value inserted into right-to-left text, set apart so the bidi algorithm lays it out on its own:
 * a Latin name keeps its letters in order, and a number or a range ("2–4") is not torn apart by the
 * punctuation and words around it. Left-to-right text is left as it is.
 */
export const isolate = (value: unknown, language: string | undefined): unknown =>
  language !== undefined && isRtl(language) && value !== undefined && value !== null && value !== ''
    ? `${FSI}${String(value)}${PDI}`
    : value;

type NamedFormat = (value: unknown, language: string | undefined, options: unknown) => unknown;

/**
 * i18next's formatter, replaced so that every interpolated value (with `interpolation.alwaysFormat`)
 * passes through `isolate`: no component has to remember to wrap its values in `<bdi>`. Named
 * formats (`{{value, name}}`) registered with `add` still apply, before the isolation.
 */
export const bidiIsolation = (): FormatterModule => {
  const formats = new Map<string, NamedFormat>();
  return {
    type: 'formatter',
    init: () => {},
    add: (name, format) => {
      formats.set(name.toLowerCase().trim(), format);
    },
    addCached: (name, format) => {
      formats.set(name.toLowerCase().trim(), (value, language, options) => format(language, options)(value));
    },
    format: (value, format, language, options) => {
      const named = format ? formats.get(format.toLowerCase().trim()) : undefined;
      if (format && !named) throw new Error(`Unknown interpolation format "${format}"`);
      return isolate(named ? named(value, language, options) : value, language) as string;
    },
  };
};
