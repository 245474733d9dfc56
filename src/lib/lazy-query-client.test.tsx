import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadQueryClient, useLoadedQueryClient, withQueryClient } from './lazy-query-client';

function Probe() {
  const client = useLoadedQueryClient();
  return <p>{client instanceof QueryClient ? 'caché lista' : 'sin caché'}</p>;
}

describe('the lazily loaded query cache', () => {
  it('is absent until loaded, then one cache for everyone, there before a lazy module resolves', async () => {
    render(<Probe />);
    expect(screen.getByText('sin caché')).toBeInTheDocument();

    let cacheWhenModuleResolved: boolean | undefined;
    const load = withQueryClient(async () => ({ Page: 'módulo' }));
    await act(async () => {
      const module = await load();
      cacheWhenModuleResolved = screen.queryByText('caché lista') !== null;
      expect(module).toEqual({ Page: 'módulo' });
    });
    expect(cacheWhenModuleResolved).toBe(true);
    expect(await loadQueryClient()).toBe(await loadQueryClient());
  });
});
