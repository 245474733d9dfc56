import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilVisible } from './defer-until-visible';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function installObserver() {
  const observers: Array<{ callback: Callback; disconnect: ReturnType<typeof vi.fn> }> = [];
  class FakeIntersectionObserver {
    disconnect = vi.fn();
    constructor(callback: Callback) {
      observers.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeferUntilVisible', () => {
  it('shows the placeholder until the content nears the viewport', () => {
    const observers = installObserver();
    render(
      <DeferUntilVisible placeholder={<p>espera</p>}>
        <p>contenido</p>
      </DeferUntilVisible>,
    );
    expect(screen.getByText('espera')).toBeInTheDocument();
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('contenido')).toBeInTheDocument();
    expect(screen.queryByText('espera')).not.toBeInTheDocument();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <DeferUntilVisible placeholder={<p>espera</p>}>
        <p>contenido</p>
      </DeferUntilVisible>,
    );
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('renders the placeholder on the server, as the browser does before hydrating', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(
      <DeferUntilVisible placeholder={<p>espera</p>}>
        <p>contenido</p>
      </DeferUntilVisible>,
    );
    expect(html).toContain('espera');
    expect(html).not.toContain('contenido');
  });

  it('keeps showing the placeholder while lazy content loads', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Lazy = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((r) => (resolve = r)),
    );
    render(
      <DeferUntilVisible placeholder={<p>espera</p>}>
        <Lazy />
      </DeferUntilVisible>,
    );
    expect(screen.getByText('espera')).toBeInTheDocument();
    await act(async () => resolve({ default: () => <p>contenido</p> }));
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(screen.queryByText('espera')).not.toBeInTheDocument();
  });
});
