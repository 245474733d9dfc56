import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('fallo de prueba');
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the Spanish message instead of a blank page and logs the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(
      'Error no controlado:',
      expect.objectContaining({ message: 'fallo de prueba' }),
      expect.any(String),
    );
  });

  it('renders its children again when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <h1>Otra página</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
  });
});
