import type { Language } from 'shared-api/contract';
import type { ScoreResult } from './scoring';
import type { Area, Instrument } from './types';

/** A Plotly scatterpolar trace; r is null where an area had no answers (Plotly leaves a gap). */
export interface PolarTrace {
  type: 'scatterpolar';
  r: (number | null)[];
  theta: string[];
  fill: 'toself';
  name: string;
}

export interface PolarLayout {
  title: { text: string };
  polar: { radialaxis: { visible: true; range: [number, number] } };
  showlegend: boolean;
}

type N = 1 | 2 | 3;
type RecsTextKey =
  | 'STRONGESTAREA'
  | 'STRONGESTAREADESCRIPTION'
  | `GROWTHAREA${N}`
  | `GROWTHAREADESCRIPTION${N}`
  | `GROWTHAREATEXT${N}${N}`;

/**
 * SPEC.md section 3's keys, always all present ('' when fewer than three areas could be scored),
 * plus the descriptions and the growth areas' recommendations in growth order.
 */
export type RecsDict = Record<RecsTextKey, string> & { RECOMMENDATIONS: string[] };

export interface Report {
  plotData: PolarTrace[];
  plotLayout: PolarLayout;
  /** Empty, and the layout empty, unless showComparison. */
  comparisonPlotData: PolarTrace[];
  comparisonPlotLayout: PolarLayout | Record<string, never>;
  name: string;
  recsDict: RecsDict;
  showComparison: boolean;
}

const GROWTH_SLOTS: N[] = [1, 2, 3];

/**
 * The results report for one language. `scores` is the main assessment; `comparison`, when
 * given, is the reassessment, drawn over the main assessment on the comparison chart.
 */
export function buildReport({ scores, language, name, instrument, comparison }: {
  scores: ScoreResult;
  language: Language;
  name: string;
  instrument: Instrument;
  comparison?: ScoreResult;
}): Report {
  const { areas, report } = instrument;
  const trace = (result: ScoreResult, traceName: string): PolarTrace => {
    // The first point is repeated so the outline closes back on the first area.
    const r = areas.map((a) => result.scores[a.id] ?? null);
    const theta = areas.map((a) => a.name[language]);
    return { type: 'scatterpolar', r: [...r, r[0]], theta: [...theta, theta[0]], fill: 'toself', name: traceName };
  };
  const layout = (title: string, showlegend: boolean): PolarLayout => ({
    title: { text: title },
    polar: { radialaxis: { visible: true, range: [0, 100] } },
    showlegend,
  });
  const showComparison = comparison !== undefined && Object.values(comparison.scores).some((s) => s !== null);

  return {
    plotData: [trace(scores, report.radarTitle[language])],
    plotLayout: layout(report.radarTitle[language], false),
    comparisonPlotData: showComparison
      ? [trace(scores, report.before[language]), trace(comparison, report.after[language])]
      : [],
    comparisonPlotLayout: showComparison ? layout(report.comparisonTitle[language], true) : {},
    name,
    recsDict: recommendations(areas, scores, language),
    showComparison,
  };
}

function recommendations(areas: Area[], scores: ScoreResult, language: Language): RecsDict {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const strongest = scores.strongest ? byId.get(scores.strongest) : undefined;
  const growth = scores.growth.map((id) => byId.get(id));
  const recs = {
    STRONGESTAREA: strongest?.name[language] ?? '',
    STRONGESTAREADESCRIPTION: strongest?.description[language] ?? '',
    RECOMMENDATIONS: growth.flatMap((a) => a?.recommendations.map((r) => r[language]) ?? []),
  } as RecsDict;
  for (const n of GROWTH_SLOTS) {
    const area = growth[n - 1];
    recs[`GROWTHAREA${n}`] = area?.name[language] ?? '';
    recs[`GROWTHAREADESCRIPTION${n}`] = area?.description[language] ?? '';
    for (const m of GROWTH_SLOTS) recs[`GROWTHAREATEXT${n}${m}`] = area?.growth[m - 1][language] ?? '';
  }
  return recs;
}
