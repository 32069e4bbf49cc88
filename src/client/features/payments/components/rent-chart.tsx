import { useId } from 'react';
import { formatPence } from '@shared/money';
import type { PaymentSummary } from '@shared/payments';
import { chartBars, chartCeiling, monthLongLabel } from '../rent-chart';

// The drawing's own units; the SVG scales to its container's width.
const WIDTH = 480;
const HEIGHT = 220;
const AXIS = 72;
const TOP = 12;
const BOTTOM = 28;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const PLOT_WIDTH = WIDTH - AXIS;

/**
 * Rent due and received for the last 12 months, two bars a month and no chart library. The
 * drawing is hidden from screen readers; a visually hidden table gives them the same figures.
 * Due bars are hollow and received bars filled, so the two differ without relying on colour.
 */
export function RentChart({ months }: { months: PaymentSummary['months'] }) {
  const captionId = useId();
  const ceiling = chartCeiling(months);
  const bars = chartBars(months, PLOT_WIDTH, PLOT_HEIGHT);
  const groupWidth = months.length ? PLOT_WIDTH / months.length : PLOT_WIDTH;
  const barWidth = Math.min(14, groupWidth / 3);
  const gridlines = [0, 0.5, 1];
  const baseline = TOP + PLOT_HEIGHT;

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={captionId} className="font-semibold text-slate-900">
        Rent due and received, last 12 months
      </figcaption>
      <div aria-hidden="true" className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 border-2 border-slate-600 bg-white" />
          Due
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 border-2 border-brand-700 bg-brand-700" />
          Received
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        className="mt-2 h-auto w-full"
      >
        {gridlines.map((fraction) => {
          const y = baseline - fraction * PLOT_HEIGHT;
          return (
            <g key={fraction}>
              <line x1={AXIS} x2={WIDTH} y1={y} y2={y} className="stroke-slate-200" strokeWidth={1} />
              <text x={AXIS - 6} y={y + 4} textAnchor="end" className="fill-slate-700" fontSize={11}>
                {formatPence(Math.round(ceiling * fraction))}
              </text>
            </g>
          );
        })}
        {bars.map((bar) => {
          const centre = AXIS + bar.x + groupWidth / 2;
          return (
            <g key={bar.month}>
              <rect
                x={centre - barWidth - 1}
                y={baseline - bar.dueHeight}
                width={barWidth}
                height={bar.dueHeight}
                className="fill-white stroke-slate-600"
                strokeWidth={1.5}
              />
              <rect
                x={centre + 1}
                y={baseline - bar.receivedHeight}
                width={barWidth}
                height={bar.receivedHeight}
                className="fill-brand-700"
              />
              <text x={centre} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-700" fontSize={12}>
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Rent due and received by month, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Due</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLongLabel(m.month)}</th>
              <td>{formatPence(m.due)}</td>
              <td>{formatPence(m.received)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
