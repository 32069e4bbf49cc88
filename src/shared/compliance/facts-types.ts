export type { DocumentType } from '../documents';
export type { EpcBand } from '../properties';
