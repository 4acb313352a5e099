// What the legal feature offers to the rest of the app; other features import only from here.
export { FOOTER_DOCUMENTS, loadLegalDocument, type LegalText } from './documents';
export type { LegalDocumentKey } from './texts/index.ts';
