import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DataError } from '@/lib/data-errors';
import { useZodForm } from '@/lib/forms';
import { ServerForm } from './server-form';

const schema = z.object({ note: z.string() });

function NoteForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: { note: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(schema, { note: 'hola' });
  return (
    <ServerForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Guardar"
      pendingLabel="Guardando…"
      onCancel={onCancel}
    >
      <input aria-label="Nota" {...form.register('note')} />
    </ServerForm>
  );
}

describe('ServerForm', () => {
  it('says a refusal in the form, above its button', async () => {
    render(<NoteForm onSubmit={() => Promise.reject(new DataError(null, 'No se pudo guardar'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('offers Cancelar beside the submit when the edit can be left, and sends nothing then', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    render(<NoteForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ note: 'hola' });
  });

  it('disables Cancelar while the request runs', async () => {
    render(<NoteForm onSubmit={() => new Promise(() => undefined)} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
