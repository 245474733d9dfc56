import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let DeferredTabs: typeof import('./deferred-tabs').DeferredTabs;
// Radix's chunk arrives when a test says so, as on a slow network.
let chunk: { requested: boolean; arrive: () => void };

async function chunkArrives() {
  await vi.waitFor(() => expect(chunk.requested).toBe(true));
  chunk.arrive();
}

beforeEach(async () => {
  // Fresh modules each time: a lazy chunk, once loaded, stays loaded.
  vi.resetModules();
  const held = { requested: false, arrive: () => {} };
  chunk = held;
  vi.doMock('./listed-tabs', async (importOriginal) => {
    held.requested = true;
    await new Promise<void>((resolve) => (held.arrive = resolve));
    return importOriginal();
  });
  ({ DeferredTabs } = await import('./deferred-tabs'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const tabs = [
  { value: 'browse', label: 'Ver cargas', content: 'Listado' },
  { value: 'post', label: 'Publicar carga', content: 'Formulario' },
];

function renderTabs() {
  render(
    <>
      <button type="button">Antes</button>
      <DeferredTabs label="Cargas" tabs={tabs} defaultValue="browse" placeholder="Cargando" />
    </>,
  );
}

/** An IntersectionObserver that reports only when told: until then the tabs are far below. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollNear: () =>
      act(() => {
        const near = [{ isIntersecting: true } as IntersectionObserverEntry];
        callbacks.forEach((callback) => callback(near, {} as IntersectionObserver));
      }),
  };
}

describe('DeferredTabs', () => {
  it('draws the tabs, wired for screen readers, and loads nothing while far from the viewport', () => {
    stubObserver();
    renderTabs();
    const [browse, post] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Cargas' })).toContainElement(browse);
    expect(browse).toHaveAttribute('aria-selected', 'true');
    expect(browse).toHaveAttribute('tabindex', '0');
    expect(post).toHaveAttribute('aria-selected', 'false');
    expect(post).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Ver cargas' });
    expect(browse).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Cargando');
    expect(chunk.requested).toBe(false);
  });

  it('loads the real tabs as they near the viewport, leaving the focus where it is', async () => {
    const observer = stubObserver();
    renderTabs();
    observer.scrollNear();
    await chunkArrives();
    expect(await screen.findByText('Listado')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('opens on a tab clicked before they arrive, with the focus on it', async () => {
    stubObserver();
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Publicar carga' }));
    // The drawn tabs stay until the real ones arrive.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cargando');
    await chunkArrives();
    expect(await screen.findByText('Formulario')).toBeInTheDocument();
    const post = screen.getByRole('tab', { name: 'Publicar carga' });
    expect(post).toHaveAttribute('aria-selected', 'true');
    expect(post).toHaveFocus();
  });

  it('gives the focus back to a tab reached with the keyboard, whose arrows then work', async () => {
    stubObserver();
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Ver cargas' })).toHaveFocus();
    await chunkArrives();
    expect(await screen.findByText('Listado')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ver cargas' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Publicar carga' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario');
  });

  it('does not take the focus back from a visitor who moved on before they arrived', async () => {
    stubObserver();
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    await user.tab({ shift: true });
    await chunkArrives();
    expect(await screen.findByText('Listado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Antes' })).toHaveFocus();
  });

  it('loads them at once without IntersectionObserver', async () => {
    renderTabs();
    await chunkArrives();
    expect(await screen.findByText('Listado')).toBeInTheDocument();
  });
});
