import { audienceSchema } from '../teams/contract';

/**
 * The cohort report (issue 23): a team's or a cohort's scores before and after, per area, with
 * the statistics a psychometrician reads. Numbers are unrounded; screens and files round them.
 * Every statistic of a group under min_group_size is null (counts are always given), and so is
 * any statistic that is undefined (no spread, fewer than two items): never NaN. So is every
 * statistic of a figure withheld because, with the team's other figures or those shown before, it
 * would single out fewer than min_group_size people (issue 36): `withheld` says which and why.
 */

/** /api/cohort-report: headers TeamID and CohortId (-1: the whole team). */
export const cohortReportSchema = audienceSchema;

export interface ItemStatistics {
  /** The statement's id in the instrument key (assessment) or the question's id (reassessment). */
  id: string;
  item_rest_r: number | null;
  alpha_if_deleted: number | null;
}

/** One wave (assessment or reassessment) of one area: its area scores (0-100) and reliability. */
export interface WaveStatistics {
  n: number;
  mean: number | null;
  sd: number | null;
  /**
   * The quartiles, lowest and highest score (a box plot): given only for a group of at least twice
   * min_group_size, since at the minimum size these five figures, with the mean and sd, would be
   * every score of the group.
   */
  median: number | null;
  q1: number | null;
  q3: number | null;
  min: number | null;
  max: number | null;
  /** Cronbach's alpha over the area's rated items, of those who answered them all. */
  alpha: number | null;
  items: ItemStatistics[];
}

/** Reassessment minus assessment of the same people. */
export interface ChangeStatistics {
  n: number;
  mean: number | null;
  sd: number | null;
  ci_low: number | null;
  ci_high: number | null;
  t: number | null;
  df: number | null;
  p: number | null;
  d_z: number | null;
  d_av: number | null;
  g_av: number | null;
}

export interface AreaReport {
  /** The area's id as in the instrument key. */
  area: string;
  /** In the caller's language. */
  name: string;
  assessment: WaveStatistics;
  reassessment: WaveStatistics;
  change: ChangeStatistics;
}

export interface CohortReportResponse {
  team_id: number;
  /** As asked: -1 for the whole team. */
  cohort_id: number;
  min_group_size: number;
  /** Users of the team or cohort (administrators are not participants). */
  participants: number;
  finished_assessment: number;
  finished_reassessment: number;
  /** Finished both: the people `change` is about. */
  paired: number;
  areas: AreaReport[];
  /**
   * Each department's paired change per area (the department its people gave in the assessment),
   * for the departments whose figures are not withheld; departments_withheld when any is.
   */
  departments: DepartmentReport[];
  departments_withheld: boolean;
  /** The same per cohort, for the whole team only (CohortId -1; else empty and not withheld). */
  cohorts: CohortGroupReport[];
  cohorts_withheld: boolean;
  /** Every figure of this report that is withheld, and why: a reader is told what is missing. */
  withheld: WithheldFigure[];
}

/**
 * Why a figure is withheld: `small`, it describes fewer than min_group_size people; `difference`,
 * together with other figures of the team's reports it would single out fewer than that many;
 * `changed`, fewer than that many have joined or left the group since its figures were last shown,
 * and comparing the two would give those people's scores; `unchecked`, the team's figures are more
 * than can be checked in time, and this one is of least worth.
 */
export type WithheldReason = 'small' | 'difference' | 'changed' | 'unchecked';

export interface WithheldFigure {
  /** A wave's scores (with its reliability) or the paired change. */
  measure: 'assessment' | 'reassessment' | 'change';
  /** The cohort's id when the figure is a cohort's in the whole team's report, else null. */
  cohort_id: number | null;
  /** The department, or the cohort's name, it is of; '' for the report's own group. */
  name: string;
  /** People it describes. */
  n: number;
  reason: WithheldReason;
}

/** A group's paired people and their change per area. */
export interface GroupChange {
  paired: number;
  areas: { area: string; change: ChangeStatistics }[];
}

export interface DepartmentReport extends GroupChange {
  /** As the participant chose it: the department's path in the team's tree ("Operations / Logistics"). */
  department: string;
}

export interface CohortGroupReport extends GroupChange {
  cohort_id: number;
  cohort: string;
}

/** The report as files: the same headers as /api/cohort-report, the same numbers rounded for reading. */
export const COHORT_REPORT_FILES = {
  tsv: { path: '/api/cohort-report-tsv', fileName: 'cohort-report.tsv' },
  pdf: { path: '/api/cohort-report-pdf', fileName: 'cohort-report.pdf' },
} as const;
