import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { PendingDocument, Review } from '../api/documents-review';
import { reviewMessages } from '../schemas';
import { DOCUMENT_APPROVED, DOCUMENT_REJECTED, DocumentsReviewPage } from './documents-review-page';
import { DEMO_ADMIN } from '../../../../supabase/demo-accounts';

const OWNER = DEMO_ADMIN.id;

const api = vi.hoisted(() => ({
  documents: [] as PendingDocument[],
  error: null as Error | null,
  refetch: vi.fn(),
  review: vi.fn<(review: Review) => Promise<void>>(),
}));
vi.mock('../api/documents-review', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/documents-review')>()),
  usePendingDocuments: () => ({
    isPending: false,
    isError: api.error !== null,
    error: api.error,
    refetch: api.refetch,
    data: api.error ? undefined : api.documents,
  }),
  useReviewDocument: () => ({
    isPending: false,
    mutateAsync: api.review,
  }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

function pending(id: string, kind: string, fileName: string): PendingDocument {
  return {
    id,
    owner_id: OWNER,
    kind,
    file_name: fileName,
    storage_path: `${OWNER}/${id}.pdf`,
    size: 1024 * 1024,
    mime_type: 'application/pdf',
    expires_on: null,
    status: 'en_revision',
    review_note: null,
    created_at: '2026-11-20T10:00:00Z',
    owner: { name: 'Martín Gómez', email: 'martin@example.com' },
  };
}

function renderPage() {
  renderWithProviders(<DocumentsReviewPage />, { auth: fakeSignedIn('admin') });
  return userEvent.setup();
}

beforeEach(() => {
  api.documents = [
    pending('d1', 'driving_licence', 'licencia.pdf'),
    pending('d2', 'cargo_insurance', 'seguro.pdf'),
  ];
  api.review.mockReset().mockResolvedValue();
  api.error = null;
  api.refetch.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('DocumentsReviewPage', () => {
  it('lists each document under review with its kind and owner', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Documentos por revisar');
    const items = screen.getAllByTestId('pending-document');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Licencia de conducir (LiNTI)');
    expect(items[0]).toHaveTextContent('Martín Gómez · martin@example.com');
    expect(items[1]).toHaveTextContent('Seguro de la carga');
  });

  it('approves a document', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Aprobar licencia.pdf' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(DOCUMENT_APPROVED));
    expect(api.review).toHaveBeenCalledWith({ documentId: 'd1', approve: true });
  });

  it('says the approval even when the page has gone meanwhile', async () => {
    let answer = () => undefined as void;
    api.review.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<DocumentsReviewPage />, {
      auth: fakeSignedIn('admin'),
    });
    await user.click(screen.getByRole('button', { name: 'Aprobar licencia.pdf' }));
    // The approved document leaves the list (and its item the screen) before the answer.
    unmount();
    answer();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(DOCUMENT_APPROVED));
  });

  it('rejects only with a reason, which it sends as the note', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Rechazar seguro.pdf' }));
    const [, item] = screen.getAllByTestId('pending-document');
    await user.click(within(item).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await within(item).findByText(reviewMessages.noteRequired)).toBeInTheDocument();
    expect(within(item).getByLabelText(/Motivo del rechazo/)).toHaveFocus();
    expect(api.review).not.toHaveBeenCalled();

    await user.type(within(item).getByLabelText(/Motivo del rechazo/), 'La póliza está vencida');
    await user.click(within(item).getByRole('button', { name: 'Confirmar rechazo' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(DOCUMENT_REJECTED));
    expect(api.review).toHaveBeenCalledWith({
      documentId: 'd2',
      approve: false,
      note: 'La póliza está vencida',
    });
  });

  it('can cancel a rejection without sending anything', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Rechazar licencia.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Rechazar licencia.pdf' })).toBeInTheDocument();
    expect(api.review).not.toHaveBeenCalled();
  });

  it('says when nothing waits for review', () => {
    api.documents = [];
    renderPage();
    expect(screen.getByText('No hay documentos por revisar')).toBeInTheDocument();
  });

  it('says why the list failed and retries', async () => {
    api.error = new Error('Failed to fetch');
    const user = renderPage();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los documentos');
    expect(alert).toHaveTextContent('No se pudo conectar con el servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(api.refetch).toHaveBeenCalled();
  });
});
