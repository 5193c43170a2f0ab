import type { AreaReport, ChangeStatistics, WaveStatistics } from 'shared-api';
import { theme } from 'shared-ui';
import { WAVES, type Wave } from './waves';

/** What Chart draws: Plotly's traces and layout. */
export interface Figure {
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
}

/** Before muted, after in the primary colour; the legend names them, so colour is never the only cue. */
const WAVE_COLORS: Record<Wave, string> = { assessment: theme.color.textMuted, reassessment: theme.color.primary };

/** The system fonts of the page, so Plotly sets Korean area names in a face that has Hangul. */
const FONT = { family: theme.font.family, color: theme.color.text };

/** A wave's box can be drawn when its quartiles are given (a small group's are withheld). */
const drawable = (w: WaveStatistics) => [w.q1, w.median, w.q3].every((v) => v !== null);

/**
 * Each area's scores before and after as box plots from the server's quartiles and whiskers (given
 * from twice the minimum size), the mean marked; null when no group is large enough.
 */
export function scoresFigure(areas: AreaReport[], names: Record<Wave, string>, axis: string): Figure | null {
  const data = WAVES.map((wave) => {
    const shown = areas.filter((area) => drawable(area[wave]));
    return {
      type: 'box',
      name: names[wave],
      x: shown.map((area) => area.name),
      q1: shown.map((area) => area[wave].q1),
      median: shown.map((area) => area[wave].median),
      q3: shown.map((area) => area[wave].q3),
      lowerfence: shown.map((area) => area[wave].min ?? area[wave].q1),
      upperfence: shown.map((area) => area[wave].max ?? area[wave].q3),
      mean: shown.map((area) => area[wave].mean),
      boxmean: true,
      marker: { color: WAVE_COLORS[wave] },
    };
  }).filter((trace) => trace.x.length > 0);
  if (data.length === 0) return null;
  return {
    data,
    layout: {
      boxmode: 'group',
      font: FONT,
      yaxis: { title: { text: axis }, range: [0, 100] },
      xaxis: { automargin: true },
      legend: { orientation: 'h', y: 1.12 },
      margin: { t: 40, r: 16, b: 40, l: 56 },
    },
  };
}

/** An area whose change is shown: its mean and interval given. */
type ShownChange = AreaReport & { change: ChangeStatistics & Record<'mean' | 'ci_low' | 'ci_high', number> };
const shownChange = (area: AreaReport): area is ShownChange => area.change.mean !== null && area.change.ci_low !== null && area.change.ci_high !== null;

/**
 * The mean change of each area with its 95% interval (a forest plot), a dotted line at no change;
 * null when no area's change is shown.
 */
export function changeFigure(areas: AreaReport[], axis: string): Figure | null {
  const shown = areas.filter(shownChange);
  if (shown.length === 0) return null;
  return {
    data: [
      {
        type: 'scatter',
        mode: 'markers',
        x: shown.map(({ change }) => change.mean),
        y: shown.map((area) => area.name),
        error_x: {
          type: 'data',
          symmetric: false,
          array: shown.map(({ change }) => change.ci_high - change.mean),
          arrayminus: shown.map(({ change }) => change.mean - change.ci_low),
          color: theme.color.primary,
        },
        marker: { color: theme.color.primary, size: 10, symbol: 'square' },
      },
    ],
    layout: {
      font: FONT,
      showlegend: false,
      xaxis: { title: { text: axis }, zeroline: false },
      // The areas top to bottom in the report's order, as the table lists them.
      yaxis: { autorange: 'reversed', automargin: true },
      shapes: [{ type: 'line', x0: 0, x1: 0, yref: 'paper', y0: 0, y1: 1, line: { color: theme.color.textMuted, dash: 'dot' } }],
      margin: { t: 16, r: 16, b: 48, l: 16 },
    },
  };
}
