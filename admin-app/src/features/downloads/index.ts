/** The downloads: results.tsv and responses.tsv for one team, one user's responses, the audit log, the payments and the cohort report. */
export {
  DownloadAuditButton, DownloadCohortReportButtons, DownloadPaymentsButton, DownloadResponsesButton, DownloadResultsButton, DownloadUserResponsesButton, type TeamDownloadProps, type UserDownloadProps,
} from './DownloadButtons';
