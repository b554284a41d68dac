import { cn } from '@/lib/cn';

interface Series {
  values: number[];
  /** Bars or a line; a chart holds at most one of each. */
  kind: 'bars' | 'line';
}

/**
 * A small daily chart drawn as SVG (no chart library in the bundle). It is one image for assistive technology,
 * named by `label`, which must say what the figures are; each bar's tooltip gives its value.
 */
export function TrendChart({
  series,
  label,
  titles,
  className,
  height = 120,
}: {
  series: Series[];
  label: string;
  /** Per point, shown on hover: "12 Nov: 40". */
  titles?: string[];
  /** Placement and height (a `h-*` class; 6 rem when none is given). */
  className?: string;
  height?: number;
}) {
  const width = 600;
  const points = Math.max(1, ...series.map((s) => s.values.length));
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const step = width / points;
  const y = (value: number) => height - (value / max) * (height - 4);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className={cn('w-full overflow-visible', className ?? 'h-24')}
    >
      <line x1={0} x2={width} y1={height} y2={height} className="stroke-border" strokeWidth={1} />
      {series.map((s, index) =>
        s.kind === 'bars' ? (
          <g key={index} className="fill-primary/40">
            {s.values.map((value, i) => (
              <rect key={i} x={i * step + step * 0.15} width={step * 0.7} y={y(value)} height={height - y(value)}>
                {titles?.[i] && <title>{titles[i]}</title>}
              </rect>
            ))}
          </g>
        ) : (
          <polyline
            key={index}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={s.values.map((value, i) => `${i * step + step / 2},${y(value)}`).join(' ')}
          />
        ),
      )}
    </svg>
  );
}

/** Says which mark is which: bars for page views, the line for visits. */
export function ChartLegend({ pageviews, visits }: { pageviews: string; visits: string }) {
  return (
    <ul className="flex gap-4 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-primary/40" aria-hidden />
        {pageviews}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="h-0.5 w-4 bg-primary" aria-hidden />
        {visits}
      </li>
    </ul>
  );
}
