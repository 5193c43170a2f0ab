import { audienceSchema } from '../teams/contract';

/**
 * The cohort report (issue 23): a team's or a cohort's scores before and after, per area, with
 * the statistics a psychometrician reads. Numbers are unrounded; screens and files round them.
 * Every statistic of a group under min_group_size is null (counts are always given), and so is
 * any statistic that is undefined (no spread, fewer than two items): never NaN.
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
  median: number | null;
  q1: number | null;
  q3: number | null;
  /**
   * The lowest and highest score, a box plot's whiskers: given only for a group of at least twice
   * min_group_size, since at the minimum size the five figures min, q1, median, q3 and max would be
   * every score of the group.
   */
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
   * Each department's paired change per area (the department its people gave in the assessment).
   * Given only when every department with a paired person, and the paired people who gave none,
   * number 0 or at least min_group_size: otherwise one group's figures could be read off the
   * others' and the whole's. Else empty, and departments_withheld says so.
   */
  departments: DepartmentReport[];
  departments_withheld: boolean;
  /** The same per cohort, for the whole team only (CohortId -1; else empty and not withheld). */
  cohorts: CohortGroupReport[];
  cohorts_withheld: boolean;
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
