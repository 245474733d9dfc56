export { signedDocumentUrl, type DocumentRow } from './api/documents';
export { DocumentStatusBadge, ExpiryBadge } from './components/document-list';
