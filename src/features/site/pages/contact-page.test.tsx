import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { contactInfo } from '@/lib/site-config';
import { ContactPage } from './contact-page';

function renderPage() {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return {
    name: screen.getByLabelText('Nombre'),
    email: screen.getByLabelText('Correo electrónico'),
    subject: screen.getByLabelText('Asunto'),
    message: screen.getByLabelText('Mensaje'),
    submit: screen.getByRole('button', { name: 'Enviar mensaje' }),
  };
}

describe('ContactPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requires every field, so the browser blocks an incomplete form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const fields = renderPage();
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(field).toBeRequired();
    }
    await user.type(fields.name, 'Ana Pérez');
    await user.click(fields.submit);
    expect(alert).not.toHaveBeenCalled();
    expect(fields.name).toHaveValue('Ana Pérez');
  });

  it('thanks the sender and clears the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const fields = renderPage();
    await user.type(fields.name, 'Ana Pérez');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.subject, 'Consulta');
    await user.type(fields.message, 'Quiero enviar 20 pallets a Córdoba.');
    await user.click(fields.submit);

    expect(alert).toHaveBeenCalledExactlyOnceWith(
      'Gracias por tu mensaje. Te contactaremos pronto.',
    );
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(field).toHaveValue('');
    }
  });

  it('shows the contact details beside the form', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Datos de contacto' }),
    ).toBeInTheDocument();
    expect(screen.getByText(contactInfo.hours)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contactInfo.emails[1] })).toBeInTheDocument();
  });
});
