import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

function query(overrides: Partial<Parameters<typeof LoadMore>[0]['query']> = {}) {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

describe('LoadMore', () => {
  it("offers 'Cargar más' while pages follow, and asks for the next one", async () => {
    const paged = query();
    render(<LoadMore query={paged} errorTitle="No se pudieron cargar más" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("says 'Cargando…' on a disabled button while the page arrives", () => {
    render(<LoadMore query={query({ isFetchingNextPage: true })} errorTitle="x" />);
    expect(screen.getByRole('button', { name: 'Cargando…' })).toBeDisabled();
  });

  it('shows nothing after the last page', () => {
    const { container } = render(<LoadMore query={query({ hasNextPage: false })} errorTitle="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says why the next page failed, and Reintentar asks for it again', async () => {
    const paged = query({
      isFetchNextPageError: true,
      error: { message: 'Failed to fetch', code: '' },
    });
    render(<LoadMore query={paged} errorTitle="No se pudieron cargar más envíos" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar más envíos');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
