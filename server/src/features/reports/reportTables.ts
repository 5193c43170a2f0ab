import type { CohortReportResponse, GroupChange, Language, StatisticKind, WaveStatistics } from 'shared-api/contract';
import { effectReading, weakensScale, withheldWords } from 'shared-api/contract';
import { translate, type DictionaryKey } from 'shared-api/texts';

/** A statistic as the files carry it: the number, and what it is (for its rounding). */
export interface Statistic {
  value: number | null;
  kind: StatisticKind;
}

export type TableCell = string | number | Statistic;

/** One table of the report, as the TSV writes it and the PDF draws it. */
export interface ReportTable {
  title: string;
  header: string[];
  rows: TableCell[][];
}

/** The report in words and tables, in the reader's language: the same for the TSV and the PDF. */
export interface ReportDocument {
  title: string;
  /** Team, and cohort or "whole team". */
  audience: string;
  tables: ReportTable[];
  /** What a reader must know to read the numbers: withheld groups, and how each number is made. */
  notes: string[];
}

const stat = (value: number | null, kind: StatisticKind): Statistic => ({ value, kind });

/**
 * The cohort report as tables (issue 23): completion, each wave's scores, the change per area with
 * its reading, the items' reliability with those that weaken a scale noted, and departments when
 * they are given. Numbers stay numbers here; each file rounds them as the page does.
 */
export function reportTables(report: CohortReportResponse, language: Language, names: { team: string; cohort: string | null }): ReportDocument {
  const t = (key: DictionaryKey, vars?: Record<string, string | number>) => translate(language, key, vars);
  const col = (...keys: DictionaryKey[]) => keys.map((key) => t(key));
  const waves = [['assessment', 'report.wave.assessment'], ['reassessment', 'report.wave.reassessment']] as const;
  const waveRow = (w: WaveStatistics) => [
    w.n, stat(w.mean, 'score'), stat(w.sd, 'score'), stat(w.median, 'score'), stat(w.q1, 'score'), stat(w.q3, 'score'), stat(w.min, 'score'), stat(w.max, 'score'), stat(w.alpha, 'effect'),
  ];
  const reading = (change: Parameters<typeof effectReading>[0]) => {
    const key = effectReading(change);
    return key ? t(key) : '';
  };
  const changeCells = (c: CohortReportResponse['areas'][number]['change']) => [
    c.n, stat(c.mean, 'change'), stat(c.ci_low, 'change'), stat(c.ci_high, 'change'),
  ];
  const tables: ReportTable[] = [
    {
      title: t('report.section.funnel'),
      header: col('report.section.funnel', 'report.col.n'),
      rows: [
        [t('report.funnel.participants'), report.participants],
        [t('report.funnel.finishedAssessment'), report.finished_assessment],
        [t('report.funnel.finishedReassessment'), report.finished_reassessment],
        [t('report.funnel.paired'), report.paired],
      ],
    },
    {
      title: t('report.section.scores'),
      header: col('report.col.area', 'report.col.wave', 'report.col.n', 'report.col.mean', 'report.col.sd', 'report.col.median', 'report.col.q1', 'report.col.q3', 'report.col.min', 'report.col.max', 'report.col.alpha'),
      rows: report.areas.flatMap((area) => waves.map(([wave, label]) => [area.name, t(label), ...waveRow(area[wave])])),
    },
    {
      title: t('report.section.change'),
      header: col('report.col.area', 'report.col.n', 'report.col.change', 'report.col.ciLow', 'report.col.ciHigh', 'report.col.t', 'report.col.df', 'report.col.p', 'report.col.dz', 'report.col.dav', 'report.col.gav', 'report.col.reading'),
      rows: report.areas.map(({ name, change: c }) => [
        name, ...changeCells(c), stat(c.t, 'effect'), stat(c.df, 'df'), stat(c.p, 'p'), stat(c.d_z, 'effect'), stat(c.d_av, 'effect'), stat(c.g_av, 'effect'), reading(c),
      ]),
    },
    {
      title: t('report.section.reliability'),
      header: col('report.col.area', 'report.col.wave', 'report.col.item', 'report.col.itemRest', 'report.col.alphaIfDeleted', 'report.col.flag'),
      rows: report.areas.flatMap((area) =>
        waves.flatMap(([wave, label]) =>
          area[wave].items.map((item) => [
            area.name, t(label), item.id, stat(item.item_rest_r, 'effect'), stat(item.alpha_if_deleted, 'effect'),
            weakensScale(item.item_rest_r) ? t('report.weakItem') : '',
          ]),
        ),
      ),
    },
  ];
  const breakdown = (title: DictionaryKey, groupHeader: DictionaryKey, groups: { label: string; group: GroupChange }[]) => {
    if (!groups.length) return;
    tables.push({
      title: t(title),
      header: col(groupHeader, 'report.col.area', 'report.col.n', 'report.col.change', 'report.col.ciLow', 'report.col.ciHigh', 'report.col.gav', 'report.col.reading'),
      rows: groups.flatMap(({ label, group }) =>
        group.areas.map(({ area, change: c }) => [label, report.areas.find((a) => a.area === area)?.name ?? area, ...changeCells(c), stat(c.g_av, 'effect'), reading(c)]),
      ),
    });
  };
  breakdown('report.section.cohorts', 'report.cohort', report.cohorts.map((group) => ({ label: group.cohort, group })));
  breakdown('report.section.departments', 'report.col.department', report.departments.map((group) => ({ label: group.department, group })));
  const min = report.min_group_size;
  const small = report.paired < min || report.finished_assessment < min || report.finished_reassessment < min;
  const group = names.cohort ?? t('report.wholeTeam');
  return {
    title: t('report.title'),
    audience: `${names.team} · ${group}`,
    tables,
    notes: [
      ...(small ? [t('report.smallGroup', { min })] : []),
      ...(report.withheld.length ? [t('report.withheld.intro', { min }), ...withheldWords(report, group, language, t)] : []),
      t('report.boxFrom', { double: 2 * min, min }),
      t('report.notes'),
    ],
  };
}
