/** What other features may use of the main assessment. */
export { createPdfToken, verifyPdfToken } from './results/pdfToken';
export { canTakeAssessment, mustPayFirst } from './openChecks';
export { findStoredResponses } from './storedResponses';
export { CURRENT_VERSION as INSTRUMENT_VERSION, freeTextFields, loadInstrument, type Instrument } from './instrument/content';
export { fillItemScores } from './fillItemScores';
export { itemIds } from './instrument/itemScores';
