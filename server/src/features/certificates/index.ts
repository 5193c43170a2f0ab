/** What other features may use of certificates: the portal's link to the holder's own, and whether they hold one. */
export { findCertificateLink } from './findCertificateLink';
export { findCertificateDate } from './queries';
