import { describe, expect, it } from 'vitest';
import { adminError } from './api/errors';
import { rejectDocumentSchema, reviewMessages } from './schemas';
import { isSuspended } from './suspension';

const adminErrorMessage = (error: unknown) => adminError(error).message;

describe('adminError', () => {
  it.each([
    [
      'cannot_suspend_self: no podés suspender tu propia cuenta',
      'No podés suspender tu propia cuenta.',
    ],
    [
      'listing_not_removable: solo se puede eliminar un anuncio pendiente',
      'Solo se puede eliminar un anuncio pendiente.',
    ],
    ['review_note_required: indicá el motivo del rechazo', 'Indicá el motivo del rechazo.'],
  ])('shows the reason the RPC gives for %j', (message, expected) => {
    expect(adminErrorMessage({ code: 'P0001', message })).toBe(expected);
  });

  it('reads a non-admin refusal as a permission error, not as its raw text', () => {
    expect(
      adminErrorMessage({
        code: '42501',
        message: 'forbidden: se requiere el rol de administrador',
      }),
    ).toBe('No tienes permiso para realizar esta acción.');
  });

  it('does not echo an unknown database message', () => {
    expect(adminErrorMessage({ code: 'XX000', message: 'boom: internal detail' })).toBe(
      'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    );
  });
});

describe('isSuspended', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is suspended while banned_until lies ahead', () => {
    expect(isSuspended('2126-11-23T12:00:00Z', now)).toBe(true);
  });
  it('is active without a ban or once it has passed', () => {
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended('2026-11-23T11:59:59Z', now)).toBe(false);
  });
});

describe('rejectDocumentSchema', () => {
  it('needs a reason, trimmed, of at most 500 characters', () => {
    expect(rejectDocumentSchema.parse({ note: '  Está vencido  ' })).toEqual({
      note: 'Está vencido',
    });
    expect(rejectDocumentSchema.safeParse({ note: '   ' }).error?.issues[0].message).toBe(
      reviewMessages.noteRequired,
    );
    expect(rejectDocumentSchema.safeParse({ note: 'a'.repeat(500) }).success).toBe(true);
    expect(rejectDocumentSchema.safeParse({ note: 'a'.repeat(501) }).error?.issues[0].message).toBe(
      reviewMessages.noteTooLong,
    );
  });
});
