import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { useInvalidatingMutation, useStoringMutation } from './use-invalidating-mutation';

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const refused = () => Promise.reject(new Error('refused'));

describe('useInvalidatingMutation', () => {
  it('marks the queries under its keys stale once it settles, a refusal too, and no others', async () => {
    const client = createTestQueryClient();
    for (const key of [
      ['trip', 'a'],
      ['trip', 'b'],
      ['profile', 'u'],
    ])
      client.setQueryData(key, 1);
    const { result } = renderHook(
      () =>
        useInvalidatingMutation((ok: boolean) => (ok ? Promise.resolve() : refused()), [['trip']]),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync(true));
    expect(client.getQueryState(['trip', 'a'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['trip', 'b'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['profile', 'u'])?.isInvalidated).toBe(false);

    client.setQueryData(['trip', 'a'], 2);
    await act(() => result.current.mutateAsync(false).catch(() => undefined));
    expect(client.getQueryState(['trip', 'a'])?.isInvalidated).toBe(true);
  });
});

describe('useStoringMutation', () => {
  it('puts the answer under its key, and a refusal leaves what was there', async () => {
    const client = createTestQueryClient();
    client.setQueryData(['profile', 'u'], { name: 'Ana' });
    const { result } = renderHook(
      () =>
        useStoringMutation(
          (name: string) => (name ? Promise.resolve({ name: name.trim() }) : refused()),
          ['profile', 'u'],
        ),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync(' Beatriz '));
    expect(client.getQueryData(['profile', 'u'])).toEqual({ name: 'Beatriz' });
    expect(client.getQueryState(['profile', 'u'])?.isInvalidated).toBe(false);

    await act(() => result.current.mutateAsync('').catch(() => undefined));
    expect(client.getQueryData(['profile', 'u'])).toEqual({ name: 'Beatriz' });
  });
});
