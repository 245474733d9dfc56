import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { contactInfo } from '@/lib/site-config';
import type { ContactMessage } from '../api/send-contact-message';
import { contactMessageError, contactMessages } from '../api/errors';
import { ContactPage } from './contact-page';

const api = vi.hoisted(() => ({ send: vi.fn<(message: ContactMessage) => Promise<void>>() }));
vi.mock('../api/send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/send-contact-message')>()),
  sendContactMessage: api.send,
}));

beforeEach(() => {
  api.send.mockReset().mockResolvedValue(undefined);
});

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

  it('keeps what was typed and says why when the message is refused', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const refusal = { code: 'P0001', message: 'contact_rate_limited: demasiados mensajes' };
    api.send.mockRejectedValue(contactMessageError(refusal));
    const user = userEvent.setup();
    const fields = renderPage();
    await user.type(fields.name, 'Ana Pérez');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.subject, 'Consulta');
    await user.type(fields.message, 'Quiero enviar 20 pallets a Córdoba.');
    await user.click(fields.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.rateLimited);
    expect(alert).not.toHaveBeenCalled();
    expect(fields.name).toHaveValue('Ana Pérez');
    expect(fields.message).toHaveValue('Quiero enviar 20 pallets a Córdoba.');
  });

  it('thanks a bot that fills the hidden field without sending anything', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const fields = renderPage();
    await user.type(fields.name, 'Bot');
    await user.type(fields.email, 'bot@example.com');
    await user.type(fields.subject, 'Oferta');
    await user.type(fields.message, 'Compre seguidores baratos ya.');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot!, 'https://spam.example');
    await user.click(fields.submit);

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Gracias por tu mensaje. Te contactaremos pronto.'),
    );
    expect(api.send).not.toHaveBeenCalled();
  });

  it('limits each field to what the inbox keeps', () => {
    const fields = renderPage();
    expect(fields.name).toHaveAttribute('maxLength', '120');
    expect(fields.subject).toHaveAttribute('maxLength', '160');
    expect(fields.message).toHaveAttribute('minLength', '10');
    expect(fields.message).toHaveAttribute('maxLength', '5000');
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

    await waitFor(() =>
      expect(alert).toHaveBeenCalledExactlyOnceWith(
        'Gracias por tu mensaje. Te contactaremos pronto.',
      ),
    );
    expect(api.send).toHaveBeenCalledExactlyOnceWith({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      subject: 'Consulta',
      message: 'Quiero enviar 20 pallets a Córdoba.',
    });
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
