/** The team page's downloads: results.tsv and responses.tsv for one team. */
export { DownloadResponsesButton, DownloadResultsButton, type TeamDownloadProps } from './DownloadButtons';
