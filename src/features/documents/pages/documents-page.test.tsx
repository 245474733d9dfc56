import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import type { DocumentRow, NewDocument } from '../api/documents';
import { fileCheckMessages, MAX_DOCUMENT_BYTES } from '../file-check';
import { pdfFile, pngFile } from '../testing/files';
import { DocumentsPage } from './documents-page';
import { DEMO_TRANSPORTER } from '../../../../supabase/demo-accounts';

const OWNER = DEMO_TRANSPORTER.id;

const api = vi.hoisted(() => ({
  documents: [] as DocumentRow[],
  missing: [] as string[],
  upload: vi.fn<(input: NewDocument) => Promise<unknown>>(),
  remove: vi.fn(),
}));
vi.mock('../api/documents', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/documents')>()),
  useMyDocuments: () => ({ isPending: false, isError: false, data: api.documents }),
  useVerificationMissing: () => ({ isPending: false, isError: false, data: api.missing }),
  useUploadDocument: () => ({ mutateAsync: api.upload }),
  useDeleteDocument: () => ({ mutate: api.remove, isPending: false }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function doc(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id: crypto.randomUUID(),
    owner_id: OWNER,
    kind: 'driving_licence',
    file_name: 'licencia.pdf',
    storage_path: `${OWNER}/a.pdf`,
    size: 2 * 1024 * 1024,
    mime_type: 'application/pdf',
    expires_on: null,
    status: 'en_revision',
    review_note: null,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function renderPage(role: 'shipper' | 'transporter' = 'transporter') {
  return renderWithProviders(<DocumentsPage role={role} />, {
    auth: fakeSignedIn(role, { userId: OWNER }),
  });
}

beforeEach(() => {
  api.documents = [];
  api.missing = [];
  api.upload.mockReset().mockResolvedValue({});
  api.remove.mockReset();
});

describe('DocumentsPage', () => {
  it('lists each document with kind, size, status, expiry and the rejection note', () => {
    const inDays = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    api.documents = [
      doc({ file_name: 'licencia.pdf', status: 'activo', expires_on: inDays(10) }),
      doc({
        file_name: 'seguro.png',
        kind: 'cargo_insurance',
        status: 'activo',
        expires_on: inDays(-1),
      }),
      doc({ file_name: 'rto.jpg', kind: 'rto_vtv', status: 'rechazado', review_note: 'Ilegible' }),
      doc({ file_name: 'cedula.pdf', kind: 'vehicle_registration' }),
    ];
    renderPage();
    const items = within(screen.getByRole('list', { name: 'Mis documentos' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Licencia de conducir (LiNTI)');
    expect(items[0]).toHaveTextContent('2 MB');
    expect(within(items[0]).getByText('Activo')).toBeInTheDocument();
    expect(within(items[0]).getByText('Vence en 10 días')).toBeInTheDocument();
    expect(within(items[1]).getByText('Vencido')).toBeInTheDocument();
    expect(within(items[2]).getByText('Rechazado')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Motivo del rechazo: Ilegible');
    expect(within(items[3]).getByText('En revisión')).toBeInTheDocument();
    // Only a document still under review can be deleted.
    expect(screen.getAllByRole('button', { name: /^Eliminar/ })).toHaveLength(1);
    expect(within(items[3]).getByRole('button', { name: 'Eliminar cedula.pdf' })).toBeEnabled();
  });

  it('deletes a document under review', async () => {
    const pending = doc({ file_name: 'cedula.pdf' });
    api.documents = [pending];
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar cedula.pdf' }));
    expect(api.remove).toHaveBeenCalledWith(pending, expect.anything());
  });

  it('shows an empty state when there is nothing yet', () => {
    renderPage('shipper');
    expect(screen.getByText('Todavía no subiste documentos')).toBeInTheDocument();
  });

  it("offers each role its own kinds, 'Otro' to both", () => {
    renderPage('shipper');
    const options = within(screen.getByLabelText(/Tipo de documento/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Selecciona un tipo',
      'Constancia de CUIT',
      'Constancia de IIBB',
      'Estatuto o contrato social',
      'Otro',
    ]);
  });

  // The type stored is read from the bytes again where the file is stored (lib/storage.ts,
  // uploadStoredFile; documents.int.test.ts checks the row's mime_type).
  it('uploads a file whose content is an allowed type, whatever its name says', async () => {
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de documento/), 'rto_vtv');
    // A PNG whose name says PDF: the content decides.
    await userEvent.upload(screen.getByLabelText(/Archivo/), pngFile('rto.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    await waitFor(() => expect(api.upload).toHaveBeenCalledTimes(1));
    expect(api.upload.mock.calls[0][0]).toMatchObject({
      ownerId: OWNER,
      kind: 'rto_vtv',
      file: expect.objectContaining({ name: 'rto.pdf', type: 'image/png' }),
      expiresOn: null,
    });
  });

  it('refuses a wrong type and an oversize file with Spanish messages, uploading nothing', async () => {
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de documento/), 'other');
    const fileInput = screen.getByLabelText(/Archivo/);
    await userEvent.upload(
      fileInput,
      new File(['GIF89a…'], 'foto.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    expect(await screen.findByText(fileCheckMessages.wrongType)).toBeInTheDocument();
    expect(fileInput).toHaveFocus();

    await userEvent.upload(fileInput, pdfFile('grande.pdf', MAX_DOCUMENT_BYTES + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    expect(await screen.findByText(fileCheckMessages.tooLarge)).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('asks for the kind and the file', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    expect(await screen.findByText('Selecciona el tipo de documento')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de documento/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Subir documento' }));
    expect(await screen.findByText(fileCheckMessages.required)).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("tells a transporter 'Transportista verificado', or what is missing", () => {
    api.missing = ['cargo_insurance', 'rto_vtv'];
    const { unmount } = renderPage();
    const missing = screen.getByRole('list', { name: 'Documentos que faltan' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seguro de la carga', 'RTO / VTV']);
    expect(screen.queryByText('Transportista verificado')).not.toBeInTheDocument();
    unmount();
    api.missing = [];
    renderPage();
    expect(screen.getByText('Transportista verificado')).toBeInTheDocument();
  });

  it('shows no verification to a shipper', () => {
    renderPage('shipper');
    expect(screen.queryByText(/Transportista verificado/)).not.toBeInTheDocument();
  });
});
