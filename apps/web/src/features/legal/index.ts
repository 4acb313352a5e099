// What the legal feature offers to the rest of the app; other features import only from here.
export { FOOTER_DOCUMENTS, getLegalDocument, legalTitle, loadLegalDocument, type LegalDocumentKey, type LegalText } from './documents';
export { TermsNotice } from './components/terms-notice';
export { useMyConsents } from './api/get-consents';
