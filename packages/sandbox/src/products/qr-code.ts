import { Random } from '../state/random.js';

const SIZE = 25;

/** FNV-1a: a stable seed for the pattern of one text. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

const isFinder = (row: number, col: number): boolean => {
  const corners: [number, number][] = [
    [0, 0],
    [0, SIZE - 7],
    [SIZE - 7, 0],
  ];
  return corners.some(([r, c]) => row >= r - 1 && row <= r + 7 && col >= c - 1 && col <= c + 7);
};

const finderModule = (row: number, col: number): boolean => {
  const r = row < 8 ? row : row - (SIZE - 7);
  const c = col < 8 ? col : col - (SIZE - 7);
  if (r < 0 || r > 6 || c < 0 || c > 6) return false;
  const ring = Math.min(r, c, 6 - r, 6 - c);
  return ring !== 1;
};

/**
 * A QR-like matrix for a text: the three finder squares and timing lines of a 25×25 (version 2)
 * code around modules derived from the text. It looks like a QR code and differs per text; it is
 * not meant to be scanned (the sandbox has no encoder dependency).
 */
export const qrMatrix = (text: string): boolean[][] => {
  const random = new Random(hash(text));
  return Array.from({ length: SIZE }, (_, row) =>
    Array.from({ length: SIZE }, (_, col) => {
      if (isFinder(row, col)) return finderModule(row, col);
      if (row === 6 || col === 6) return (row + col) % 2 === 0;
      return random.chance(0.5);
    }),
  );
};

/** The matrix as an SVG with a four-module quiet zone. */
export const qrSvg = (text: string): string => {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const side = SIZE + quiet * 2;
  const cells = matrix
    .flatMap((cols, row) => cols.map((on, col) => (on ? `M${col + quiet} ${row + quiet}h1v1h-1z` : '')))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${cells}"/></svg>`
  );
};
