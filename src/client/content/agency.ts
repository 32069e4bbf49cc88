/** The agency's facts live in shared/agency.ts, so the site and the server's e-mails and PDFs agree. */
export { AGENCY, AGENCY_ADDRESS_LINE } from '@shared/agency';
