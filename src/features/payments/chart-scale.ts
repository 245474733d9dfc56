/**
 * The arithmetic of the stacked bar chart: each bar's segments as heights within the chart, and
 * a few round gridline values. Pure, so the chart component only draws.
 */
export interface ChartSegment {
  key: string;
  /** Where the segment starts, from the bottom, and how tall it is (in chart units). */
  y: number;
  height: number;
}

/** A round step (1, 2 or 5 × 10ⁿ) giving about `lines` gridlines up to `max`. */
export function niceStep(max: number, lines = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / lines;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/** The top of the scale: the largest total rounded up to a whole step. */
export function scaleTop(totals: readonly number[]): number {
  const max = Math.max(0, ...totals);
  const step = niceStep(max);
  return Math.max(step, Math.ceil(max / step) * step);
}

/** A bar's stacked segments, bottom first, in a chart `height` tall whose top is `top`. */
export function stackSegments(
  values: readonly { key: string; value: number }[],
  top: number,
  height: number,
): ChartSegment[] {
  let y = 0;
  return values
    .filter((v) => v.value > 0)
    .map((v) => {
      const segment = { key: v.key, y, height: (v.value / top) * height };
      y += segment.height;
      return segment;
    });
}
