import { scaleTop, stackSegments } from '../chart-scale';

export interface ChartSeries {
  key: string;
  label: string;
  /** A Tailwind fill class for its bars and legend swatch. */
  fill: string;
}

export interface ChartRow {
  /** The bar's short label under it ('nov'), and its full name in the table. */
  short: string;
  label: string;
  values: Record<string, number>;
}

const HEIGHT = 160;
const SLOT = 28;
const BAR = 18;
const AXIS = 18;

/**
 * Stacked bars, one per row, drawn as SVG for the eye (hidden from screen readers) with the same
 * figures in a table behind it for them: the chart says nothing the table does not.
 */
export function StackedBarChart({
  caption,
  series,
  rows,
  format,
}: {
  caption: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  format: (value: number) => string;
}) {
  const top = scaleTop(
    rows.map((row) => series.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0)),
  );
  const width = rows.length * SLOT;
  return (
    <figure className="space-y-2">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
        {rows.map((row, i) =>
          stackSegments(
            series.map((s) => ({ key: s.key, value: row.values[s.key] ?? 0 })),
            top,
            HEIGHT,
          ).map((segment) => (
            <rect
              key={`${row.label}-${segment.key}`}
              x={i * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - segment.y - segment.height}
              width={BAR}
              height={segment.height}
              className={series.find((s) => s.key === segment.key)?.fill}
            />
          )),
        )}
        {rows.map((row, i) => (
          <text
            key={row.label}
            x={i * SLOT + SLOT / 2}
            y={HEIGHT + AXIS - 4}
            textAnchor="middle"
            className="fill-slate-500 text-[9px]"
          >
            {row.short}
          </text>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="sr-only">{caption}. </span>
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="h-3 w-3">
              <rect width={10} height={10} className={s.fill} />
            </svg>
            {s.label}
          </span>
        ))}
        <span className="text-slate-500">Escala hasta {format(top)}</span>
      </figcaption>
      {/* A table ignores a width of 1px: its wrapper is what is hidden. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(row.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
