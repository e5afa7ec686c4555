export { toast, type ToastItem, type ToastKind } from './toast-store';
export { Toaster } from './Toaster';
export { Button } from './Button';
export { Spinner } from './Spinner';
export { PageTitle } from './PageTitle';
export { sandboxPageUrl, DOCUMENT_HOST } from './sandbox-page';
export { useDocumentHost } from './use-document-host';
export { useUnsavedWarning } from './use-unsaved-warning';
