import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { LabeledField } from './labeled-field';
import { Input, Select } from './input';

describe('required fields', () => {
  it('tell assistive technology (aria-required) and the eye (an asterisk beside the label)', () => {
    render(
      <>
        <LabeledField label="Título" required>
          <Input />
        </LabeledField>
        <LabeledField label="Tipo de carga" required>
          <Select>
            <option value="">Selecciona una opción</option>
          </Select>
        </LabeledField>
        <LabeledField label="Largo (cm)">
          <Input />
        </LabeledField>
      </>,
    );
    const title = screen.getByLabelText('Título');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toBeRequired();
    expect(screen.getByLabelText('Tipo de carga')).toBeRequired();
    expect(screen.getByLabelText('Largo (cm)')).not.toBeRequired();
    // The asterisk is outside the label, so the accessible name stays the label's text.
    expect(title).toHaveAccessibleName('Título');
    const marks = document.querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['*', '*']);
  });

  it('mark a control that carries the native required attribute the same way', () => {
    render(
      <LabeledField label="Asunto">
        <Input required />
      </LabeledField>,
    );
    expect(screen.getByLabelText('Asunto')).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('mark a required checkbox', () => {
    render(<CheckboxField label="Acepto los términos" required />);
    expect(screen.getByLabelText('Acepto los términos')).toBeRequired();
  });
});
