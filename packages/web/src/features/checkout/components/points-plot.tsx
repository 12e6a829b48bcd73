/** The plot's drawing box; the points keep this margin from its edges. */
const SIZE = { width: 320, height: 200, margin: 16 } as const;

export interface PlotPoint {
  key: string;
  latitude: number;
  longitude: number;
  label: string;
  selected: boolean;
}

/**
 * Where points lie relative to each other, drawn without any map vendor: longitude across, latitude
 * up, scaled to fit (at a city's size the earth's curve does not matter). The chosen point is larger
 * and filled; the numbers match the list beside it, which is where a point is chosen (keyboard too).
 */
export const PointsPlot = ({ points, label }: { points: readonly PlotPoint[]; label: string }) => {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const inner = { width: SIZE.width - 2 * SIZE.margin, height: SIZE.height - 2 * SIZE.margin };
  const x = (lon: number) =>
    SIZE.margin + (east === west ? inner.width / 2 : ((lon - west) / (east - west)) * inner.width);
  const y = (lat: number) =>
    SIZE.margin + (north === south ? inner.height / 2 : ((north - lat) / (north - south)) * inner.height);
  return (
    <svg
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      role="img"
      aria-label={label}
      data-testid="points-plot"
      style={{ inlineSize: '100%', blockSize: 'auto', background: 'var(--color-surface-muted, #eef3ef)' }}
    >
      {points.map((point, index) => (
        <g key={point.key} data-selected={point.selected ? '' : undefined}>
          <title>{point.label}</title>
          <circle
            cx={x(point.longitude)}
            cy={y(point.latitude)}
            r={point.selected ? 9 : 6}
            fill={point.selected ? 'var(--color-accent-strong, #1b6b3a)' : '#fff'}
            stroke="var(--color-accent-strong, #1b6b3a)"
            strokeWidth={2}
          />
          <text x={x(point.longitude)} y={y(point.latitude) - 12} textAnchor="middle" fontSize={10} fill="currentColor">
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
};
