/** The downloads: results.tsv and responses.tsv for one team, one user's responses, the audit log and the payments. */
export {
  DownloadAuditButton, DownloadPaymentsButton, DownloadResponsesButton, DownloadResultsButton, DownloadUserResponsesButton, type TeamDownloadProps, type UserDownloadProps,
} from './DownloadButtons';
