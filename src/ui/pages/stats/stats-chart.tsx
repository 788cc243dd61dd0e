import type { StatsDay } from '../../../domain/stats/stats';
import { seriesMax } from '../../../domain/stats/stats';

interface Props {
  readonly series: readonly StatsDay[];
  readonly title: string;
  readonly caption: string;
  readonly labels: {
    readonly day: string;
    readonly views: string;
    readonly reads: string;
    readonly comments: string;
    readonly saves: string;
    readonly tripAdds: string;
    readonly newFollowers: string;
  };
  readonly formatDay: (day: string) => string;
  readonly formatNumber: (n: number) => string;
}

const HEIGHT = 120;
const BAR = 8;
const GAP = 4;

/**
 * Views and reads per day as bars (reads drawn over views, in a darker shade), with the first, middle and last
 * days under them. The drawing is for the eye; the same numbers are a table for screen readers (and anyone who
 * wants the figures), with comments, saves, trip adds and new followers.
 */
export function StatsChart({ series, title, caption, labels, formatDay, formatNumber }: Props) {
  const max = seriesMax(series.map((day) => day.views));
  const width = series.length * (BAR + GAP);
  const heightOf = (n: number) => (n / max) * HEIGHT;
  const marks = series.length > 2 ? [0, Math.floor((series.length - 1) / 2), series.length - 1] : [0];
  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__title">
        {title}
        <span className="stats-chart__legend" aria-hidden="true">
          <span className="stats-chart__key stats-chart__key--views">{labels.views}</span>
          <span className="stats-chart__key stats-chart__key--reads">{labels.reads}</span>
        </span>
      </figcaption>
      <svg
        className="stats-chart__bars"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        data-testid="stats-chart"
      >
        {series.map((day, index) => {
          const x = index * (BAR + GAP) + GAP / 2;
          return (
            <g key={day.day}>
              <rect
                className="stats-chart__views"
                x={x}
                y={HEIGHT - heightOf(day.views)}
                width={BAR}
                height={heightOf(day.views)}
              />
              <rect
                className="stats-chart__reads"
                x={x}
                y={HEIGHT - heightOf(day.reads)}
                width={BAR}
                height={heightOf(day.reads)}
              />
            </g>
          );
        })}
      </svg>
      <div className="stats-chart__axis" aria-hidden="true">
        {marks.map((index) => (
          <span key={index}>{formatDay(series[index].day)}</span>
        ))}
      </div>
      {/* In a hidden box: a table itself ignores the width that hides it, and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              <th scope="col">{labels.views}</th>
              <th scope="col">{labels.reads}</th>
              <th scope="col">{labels.comments}</th>
              <th scope="col">{labels.saves}</th>
              <th scope="col">{labels.tripAdds}</th>
              <th scope="col">{labels.newFollowers}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{formatNumber(day.views)}</td>
                <td>{formatNumber(day.reads)}</td>
                <td>{formatNumber(day.comments)}</td>
                <td>{formatNumber(day.saves)}</td>
                <td>{formatNumber(day.tripAdds)}</td>
                <td>{formatNumber(day.newFollowers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
