import type { AssessmentQuestion } from 'shared-api';
import type { Registry } from '../../engine/questionnaire';
import { demographicsKind } from './DemographicsQuestion';
import { freeformKind } from './FreeformQuestion';
import { agreeKind, howOftenKind } from './RatedQuestion';

/** The main assessment's question types (SPEC.md section 3); any other type gets the fallback view. */
export const assessmentRegistry: Registry<AssessmentQuestion> = {
  agree1to7: agreeKind,
  howoften: howOftenKind,
  freeform: freeformKind,
  demographics: demographicsKind,
};
