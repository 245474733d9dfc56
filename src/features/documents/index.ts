export { signedDocumentUrl, type DocumentRow } from './api/documents';
export { ExpiryBadge } from './components/document-list';
