import styles from '../checkout-page.module.css';

/** The size of a map tile in CSS pixels (every XYZ tile server uses 256). */
const TILE = 256;

/** Web Mercator: a point's position in pixels at zoom z. */
export const project = (latitude: number, longitude: number, zoom: number): { x: number; y: number } => {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
};

/** The largest zoom at which every point fits in `width` by `height` pixels. */
export const fitZoom = (points: readonly { latitude: number; longitude: number }[], width: number, height: number) => {
  for (let zoom = 16; zoom > 1; zoom--) {
    const xs = points.map((p) => project(p.latitude, p.longitude, zoom));
    const spanX = Math.max(...xs.map((p) => p.x)) - Math.min(...xs.map((p) => p.x));
    const spanY = Math.max(...xs.map((p) => p.y)) - Math.min(...xs.map((p) => p.y));
    if (spanX <= width * 0.8 && spanY <= height * 0.8) return zoom;
  }
  return 2;
};

interface Props {
  tileUrl: string;
  attribution: string | null;
  points: readonly { key: string; latitude: number; longitude: number; label: string; selected: boolean }[];
  onPick: (key: string) => void;
  width?: number;
  height?: number;
}

/**
 * A small map of free XYZ tiles (MAP_TILE_URL) with a marker per point: enough to see where
 * pickup points are; the list beside it stays the way to choose with a keyboard.
 */
export const TileMap = ({ tileUrl, attribution, points, onPick, width = 640, height = 360 }: Props) => {
  if (points.length === 0) return null;
  const zoom = fitZoom(points, width, height);
  const projected = points.map((p) => ({ ...p, ...project(p.latitude, p.longitude, zoom) }));
  const centreX = (Math.min(...projected.map((p) => p.x)) + Math.max(...projected.map((p) => p.x))) / 2;
  const centreY = (Math.min(...projected.map((p) => p.y)) + Math.max(...projected.map((p) => p.y))) / 2;
  const left = centreX - width / 2;
  const top = centreY - height / 2;
  const tiles: { x: number; y: number }[] = [];
  for (let x = Math.floor(left / TILE); x <= Math.floor((left + width) / TILE); x++) {
    for (let y = Math.floor(top / TILE); y <= Math.floor((top + height) / TILE); y++) tiles.push({ x, y });
  }
  const url = (x: number, y: number) =>
    tileUrl.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', 'a');
  return (
    <figure className={styles.map} style={{ aspectRatio: `${width} / ${height}` }} dir="ltr">
      <div className={styles.mapInner} style={{ width, height }}>
        {tiles.map(({ x, y }) => (
          <img
            key={`${x}/${y}`}
            src={url(x, y)}
            alt=""
            width={TILE}
            height={TILE}
            className={styles.tile}
            style={{ left: x * TILE - left, top: y * TILE - top }}
          />
        ))}
        {projected.map((p) => (
          <button
            key={p.key}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={p.label}
            className={p.selected ? `${styles.marker} ${styles.markerSelected}` : styles.marker}
            style={{ left: p.x - left, top: p.y - top }}
            onClick={() => onPick(p.key)}
          />
        ))}
      </div>
      {attribution && <figcaption className={styles.attribution}>{attribution}</figcaption>}
    </figure>
  );
};
