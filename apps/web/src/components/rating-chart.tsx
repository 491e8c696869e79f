import type { RatingHistoryPoint } from '@codecourt/contracts';
import { chartPoints } from '@/lib/rating-chart-points';
import { signedChange } from '@/lib/signed-change';

const BOX = { width: 640, height: 220, padding: 28 };

/**
 * The rating over time as plain SVG (no chart library, no CDN): one point per rated contest; hovering or
 * focusing a point names the contest and the change (an SVG <title>, read by screen readers too).
 */
export function RatingChart({ history }: { history: RatingHistoryPoint[] }) {
  const { points, low, high, yOf } = chartPoints(history, BOX);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const ticks = [low + 50, Math.round((low + high) / 2), high - 50];
  return (
    <svg
      viewBox={`0 0 ${String(BOX.width)} ${String(BOX.height)}`}
      className="w-full text-base-content"
      role="img"
      aria-label={`Rating history over ${String(history.length)} contests`}
      data-testid="rating-chart"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={BOX.padding}
            x2={BOX.width - BOX.padding}
            y1={yOf(t)}
            y2={yOf(t)}
            className="stroke-base-300"
            strokeDasharray="4 4"
          />
          <text x={2} y={yOf(t) + 4} className="fill-base-content/60 text-[10px]">
            {t}
          </text>
        </g>
      ))}
      <path d={path} fill="none" className="stroke-primary" strokeWidth={2} />
      {points.map(({ x, y, point }) => (
        <circle
          key={point.contestId}
          cx={x}
          cy={y}
          r={5}
          tabIndex={0}
          className="cursor-pointer fill-primary stroke-base-100 outline-none focus:stroke-base-content"
          strokeWidth={2}
          data-testid="rating-point"
        >
          <title>{`${point.contestTitle}: ${signedChange(point.delta)} (${String(point.oldRating)} → ${String(point.newRating)}), rank ${String(point.rank)} of ${String(point.participants)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
