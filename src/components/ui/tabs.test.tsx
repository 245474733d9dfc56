import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderTabs() {
  render(
    <Tabs defaultValue="browse">
      <TabsList aria-label="Cargas">
        <TabsTrigger value="browse">Ver cargas</TabsTrigger>
        <TabsTrigger value="post">Publicar carga</TabsTrigger>
      </TabsList>
      <TabsContent value="browse">Listado</TabsContent>
      <TabsContent value="post">Formulario</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('shows the selected panel and switches on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Ver cargas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Listado');

    await user.click(screen.getByRole('tab', { name: 'Publicar carga' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario');
    expect(screen.getByRole('tab', { name: 'Publicar carga' })).toHaveClass(
      'data-[state=active]:bg-white',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Ver cargas' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Publicar carga' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario');
  });

  it('wraps around with the arrows, jumps with Home and End, and keeps one tab stop', async () => {
    const user = userEvent.setup();
    renderTabs();
    const [browse, post] = screen.getAllByRole('tab');
    // One tab stop: Tab reaches the selected tab, never the other (Radix parks the stop on the
    // list until a tab has had the focus).
    expect(post).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(browse).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(post).toHaveFocus();
    expect(post).toHaveAttribute('tabindex', '0');
    expect(browse).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(browse).toHaveFocus();
    await user.keyboard('{End}');
    expect(post).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('ties each tab to its panel for screen readers', () => {
    renderTabs();
    const tab = screen.getByRole('tab', { name: 'Ver cargas' });
    const panel = screen.getByRole('tabpanel', { name: 'Ver cargas' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tablist', { name: 'Cargas' })).toContainElement(tab);
  });
});
