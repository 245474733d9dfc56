import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithQueryClient, loadQueryClient } from './lazy-query-client';

function Probe({ expected }: { expected: QueryClient }) {
  return <p>{String(useQueryClient() === expected)}</p>;
}

describe('lazyWithQueryClient', () => {
  it('renders the lazy component with the app cache when its tree has none', async () => {
    const LazyProbe = lazyWithQueryClient(async () => Probe);
    const app = await loadQueryClient();
    render(
      <Suspense fallback="cargando">
        <LazyProbe expected={app} />
      </Suspense>,
    );
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(await loadQueryClient()).toBe(app);
  });

  it("keeps the cache its tree already provides (a test's, an outer lazy module's)", async () => {
    const LazyProbe = lazyWithQueryClient(async () => Probe);
    const own = new QueryClient();
    render(
      <QueryClientProvider client={own}>
        <Suspense fallback="cargando">
          <LazyProbe expected={own} />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('true')).toBeInTheDocument();
  });
});
