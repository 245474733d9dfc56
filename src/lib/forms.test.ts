import { describe, expect, it, vi } from 'vitest';
import { DataError } from './data-errors';
import { sayFailureInForm } from './forms';

describe('sayFailureInForm', () => {
  it('says success and sets no error when the call resolves', async () => {
    const setError = vi.fn();
    expect(await sayFailureInForm(setError, async () => 'ok')).toBe(true);
    expect(setError).not.toHaveBeenCalled();
  });

  it("puts the failure's Spanish message on the form's root and says it failed", async () => {
    const setError = vi.fn();
    const failing = async () => {
      throw new DataError({ code: '42501' }, 'No tienes permiso para realizar esta acción.');
    };
    expect(await sayFailureInForm(setError, failing)).toBe(false);
    expect(setError).toHaveBeenCalledWith('root', {
      message: 'No tienes permiso para realizar esta acción.',
    });
  });
});
