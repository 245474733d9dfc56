import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAuthStep } from './toasts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

beforeEach(() => vi.clearAllMocks());

const invalidCredentials = new AuthApiError(
  'Invalid login credentials',
  400,
  'invalid_credentials',
);
const credentialsToast = ['Error de inicio de sesión', { description: 'Credenciales incorrectas' }];

describe('runAuthStep', () => {
  it('hands a successful result to the next step and shows no error', async () => {
    const next = vi.fn();
    await runAuthStep('signIn', async () => ({ error: null, role: 'shipper' }), next);
    expect(next).toHaveBeenCalledWith({ error: null, role: 'shipper' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a returned error is the context toast and the next step does not run', async () => {
    const next = vi.fn();
    await runAuthStep('signIn', async () => ({ error: invalidCredentials }), next);
    expect(toasts.error).toHaveBeenCalledWith(...credentialsToast);
    expect(next).not.toHaveBeenCalled();
  });

  it('a thrown error, from the call or from the next step, is the same toast', async () => {
    const next = vi.fn();
    await runAuthStep('signIn', () => Promise.reject(invalidCredentials), next);
    expect(next).not.toHaveBeenCalled();
    await runAuthStep(
      'signUp',
      async () => ({ error: null }),
      () => {
        throw new AuthRetryableFetchError('Failed to fetch', 0);
      },
    );
    expect(toasts.error.mock.calls).toEqual([
      credentialsToast,
      ['Error de registro', { description: expect.any(String) }],
    ]);
  });
});
