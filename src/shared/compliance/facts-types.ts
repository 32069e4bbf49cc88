export type { DocumentType } from '../documents';
export type { EpcBand } from '../properties';
export type { ManagementMode } from '../user-roles';
