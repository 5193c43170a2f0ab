/** The downloads: results.tsv and responses.tsv for one team, and one user's responses. */
export {
  DownloadAuditButton, DownloadResponsesButton, DownloadResultsButton, DownloadUserResponsesButton, type TeamDownloadProps, type UserDownloadProps,
} from './DownloadButtons';
