import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_USER_ID, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { ConversationsPage } from './conversations-page';

const TRANSPORTER = 'c0c0c0c0-0000-4000-8000-000000000002';
const HIDDEN = '[dato de contacto oculto hasta asignar la carga]';

const { fake } = await vi.hoisted(async () => ({
  fake: (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: {
      my_conversations: {
        data: [
          {
            id: 'conv-1',
            listing_id: 'listing-1',
            listing_title: 'Vino de Mendoza a Rosario',
            listing_status: 'pending',
            other_party_id: 'c0c0c0c0-0000-4000-8000-000000000002',
            other_party_name: 'Transportes Sur',
            last_message: '¿Va paletizada?',
            last_sender_id: 'c0c0c0c0-0000-4000-8000-000000000002',
            last_at: '2026-11-26T10:00:00Z',
            unread: 1,
          },
        ],
        error: null,
      },
      conversation_details: {
        data: [
          {
            id: 'conv-1',
            listing_id: 'listing-1',
            listing_title: 'Vino de Mendoza a Rosario',
            listing_status: 'pending',
            shipper_id: 'me',
            transporter_id: 'c0c0c0c0-0000-4000-8000-000000000002',
            other_party_id: 'c0c0c0c0-0000-4000-8000-000000000002',
            other_party_name: 'Transportes Sur',
            contacts_revealed: false,
          },
        ],
        error: null,
      },
      conversation_messages: { data: [], error: null },
      mark_conversation_read: { data: 1, error: null },
      send_message: { data: [], error: null },
    },
  }),
}));
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

function thread(senderOfFirst: string, readAt: string | null) {
  return [
    {
      id: 'm2',
      sender_id: FAKE_USER_ID,
      body: 'Sí, 12 pallets',
      created_at: '2026-11-26T10:02:00Z',
      read_at: readAt,
    },
    {
      id: 'm1',
      sender_id: senderOfFirst,
      body: `Llamame al ${HIDDEN}`,
      created_at: '2026-11-26T10:01:00Z',
      read_at: null,
    },
  ];
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.answerRpc('conversation_messages', { data: thread(TRANSPORTER, null), error: null });
});

describe('ConversationsPage', () => {
  it('lists conversations with the other party, the listing, the last message and unread', async () => {
    renderWithProviders(<ConversationsPage role="shipper" />, {
      auth: fakeSignedIn('shipper'),
      path: '/shipper-dashboard/messages',
    });
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    const row = within(list).getByRole('link', { name: /Transportes Sur/ });
    expect(row).toHaveTextContent('Vino de Mendoza a Rosario');
    expect(row).toHaveTextContent('¿Va paletizada?');
    expect(row).toHaveTextContent('1 sin leer');
    expect(row).toHaveAttribute('href', '/shipper-dashboard/messages/conv-1');
  });

  it('shows a conversation oldest first with ticks, masks notice, and marks it read', async () => {
    renderWithProviders(<ConversationsPage role="shipper" />, {
      auth: fakeSignedIn('shipper'),
      path: '/shipper-dashboard/messages/:conversationId',
      route: '/shipper-dashboard/messages/conv-1',
    });
    const messages = await screen.findByRole('list', { name: 'Mensajes' });
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Transportes Sur: Llamame al ${HIDDEN}`);
    expect(items[1]).toHaveTextContent('Tú: Sí, 12 pallets');
    expect(items[1]).toHaveTextContent('Enviado');
    expect(screen.getByText(/se ocultan hasta que la carga se asigna/)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fake.client.rpc).toHaveBeenCalledWith('mark_conversation_read', {
        p_conversation_id: 'conv-1',
      }),
    );
  });

  it("sends with 'Enviar', and says why when the database refuses", async () => {
    const user = userEvent.setup();
    fake.answerRpc('send_message', {
      data: null,
      error: { code: 'P0001', message: 'message_rate_limited: demasiados' },
    });
    renderWithProviders(<ConversationsPage role="shipper" />, {
      auth: fakeSignedIn('shipper'),
      path: '/shipper-dashboard/messages/:conversationId',
      route: '/shipper-dashboard/messages/conv-1',
    });
    const box = await screen.findByRole('textbox', { name: 'Escribir un mensaje…' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe un mensaje.')).toBeInTheDocument();
    await user.type(box, 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Enviaste demasiados mensajes seguidos. Espera un minuto y vuelve a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(fake.client.rpc).toHaveBeenCalledWith('send_message', {
      p_conversation_id: 'conv-1',
      p_body: 'Hola',
    });
    expect(box).toHaveValue('Hola');
  });
});
