import type { ColumnType, Generated } from 'kysely';
import type { QuestionnaireKind, QuestionnaireRound } from 'shared-api/contract';
import type { Json } from './columns';

/** The assessment, the questionnaires and what participants answered. */

export type ResponseKind = 'assessment' | 'reassessment';

/** Stored as submitted (after validation); `scores` is the scoring result of `version`. */
export interface AssessmentResponsesTable {
  id: Generated<number>;
  user_id: number;
  kind: ResponseKind;
  version: string;
  answers: Json<Record<string, Record<string, number>>>;
  text_answers: Json<Record<string, { id: number | string; text: string }[]>>;
  demographics: Json<Record<string, string | number>>;
  scores: Json<StoredScores>;
  /** Per item of the version's key, its score 0-100 (NULL: not rated); migration 019. */
  item_scores: (number | null)[] | null;
  submitted_at: Generated<Date>;
}

/** The scoring result kept with a response (instrument/scoring.ts ScoreResult, plus freeform counts). */
export interface StoredScores {
  version: string;
  scores: Record<string, number | null>;
  strongest: string | null;
  growth: string[];
  freeform?: { questionIndex: number; id: string; ideas: number; fluency: number }[];
}

export interface FreeformTimersTable {
  user_id: number;
  question_index: number;
  started_at: Generated<Date>;
  ideas: Json<{ id: number | string; text: string }[]>;
  updated_at: Generated<Date>;
}

/**
 * The questionnaires (the main assessment and reassessment are ResponseKind) and the rounds they
 * are taken in come from shared-api's registry; questionnaire_rounds holds its (kind, round)
 * pairs, so the database refuses any other (migration 007, migrate.ts).
 */
export type { QuestionnaireKind, QuestionnaireRound };

export interface QuestionnaireRoundsTable {
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
}

/** Opened for one user, in one round, by an admin's activation call. */
export interface QuestionnaireOpeningsTable {
  user_id: number;
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
  opened_at: Generated<Date>;
}

/** A stored answer: slider 0..100, numeric value, option index, sorted option indexes or text. */
export type StoredAnswer = number | number[] | string;

/** Knowledge scoring with the version's key: `correct` lists the question ids answered right. */
export interface KnowledgeScore {
  score: number;
  max: number;
  correct: number[];
}

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  user_id: number;
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
  version: string;
  answers: Json<Record<string, StoredAnswer>>;
  score: ColumnType<KnowledgeScore | null, string | null | undefined, string | null>;
  submitted_at: Generated<Date>;
}
