import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlaceCombobox } from './place-combobox';

function setup() {
  const onPick = vi.fn();
  const onPlaceMatch = vi.fn();
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <form
      onSubmit={(event) => {
        onSubmit(event.nativeEvent as SubmitEvent);
      }}
    >
      <label htmlFor="origin">Origen</label>
      <PlaceCombobox id="origin" name="origin" onPick={onPick} onPlaceMatch={onPlaceMatch} />
    </form>,
  );
  const input = screen.getByRole('combobox', { name: 'Origen' });
  return { user: userEvent.setup(), input, onPick, onPlaceMatch, onSubmit };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('PlaceCombobox', () => {
  it('is a combobox that controls a listbox, closed until there is something to suggest', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('suggests localities with their province as the person types, accents ignored', async () => {
    const { user, input } = setup();
    await user.type(input, 'cordoba');
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Córdoba, Córdoba');
    expect(listbox).toBeVisible();
  });

  it('moves with ArrowDown and ArrowUp (wrapping) and picks with Enter, without submitting', async () => {
    const { user, input, onPick, onSubmit } = setup();
    await user.type(input, 'rosa');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);

    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe(options.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({
      locality: 'Rosario',
      province: 'Santa Fe',
      label: 'Rosario, Santa Fe',
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and reopens with ArrowDown', async () => {
    const { user, input } = setup();
    await user.type(input, 'mendo');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps free text: Enter with no suggestion chosen submits the form as usual', async () => {
    const { user, input, onPick, onPlaceMatch, onSubmit } = setup();
    await user.type(input, 'Depósito 4, Ruta 9');
    expect(input).toHaveValue('Depósito 4, Ruta 9');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onPick).not.toHaveBeenCalled();
    expect(onPlaceMatch).toHaveBeenLastCalledWith(null);
  });

  it('recognises a known locality typed in full', async () => {
    const { user, input, onPlaceMatch } = setup();
    await user.type(input, 'Ushuaia');
    await waitFor(() =>
      expect(onPlaceMatch).toHaveBeenLastCalledWith(
        expect.objectContaining({ province: 'Tierra del Fuego' }),
      ),
    );
  });

  it('picks with the mouse too', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'neuqu');
    await user.click(await screen.findByRole('option', { name: 'Neuquén, Neuquén' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ label: 'Neuquén, Neuquén' }));
    expect(input).toHaveFocus();
  });
});
