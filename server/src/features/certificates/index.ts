/** What other features may use of certificates: the portal's link to the holder's own. */
export { findCertificateLink } from './link';
