/**
 * An attacker's script against Realtime, over a raw WebSocket as any program could open one: join
 * a topic with the project's anon key (and a person's token, or none), send one broadcast, and wait
 * until the server has handled it (the reply to a heartbeat sent after it).
 */
import { WebSocket } from 'ws';

interface Frame {
  topic: string;
  event: string;
  payload: { status?: string; response?: unknown };
  ref: string | null;
}

export interface Forgery {
  origin: string;
  apikey: string;
  /** The person's access token; none for a script with the anon key alone. */
  accessToken?: string;
  topic: string;
  isPrivate: boolean;
  event: string;
  payload: Record<string, unknown>;
}

/** The join's status ('ok' or 'error'); the broadcast went out once the promise resolves. */
export async function forgeBroadcast(forgery: Forgery): Promise<string> {
  const url = new URL('/realtime/v1/websocket', forgery.origin);
  url.protocol = url.protocol.replace('http', 'ws');
  url.searchParams.set('apikey', forgery.apikey);
  url.searchParams.set('vsn', '1.0.0');
  const socket = new WebSocket(url);
  const replies = new Map<string, (frame: Frame) => void>();
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame.event === 'phx_reply' && frame.ref) replies.get(frame.ref)?.(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const send = (frame: Record<string, unknown>) =>
    new Promise<Frame>((resolve) => {
      replies.set(String(frame.ref), resolve);
      socket.send(JSON.stringify(frame));
    });
  const topic = `realtime:${forgery.topic}`;
  try {
    const joined = await send({
      topic,
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: {
        config: { broadcast: { self: false, ack: false }, private: forgery.isPrivate },
        ...(forgery.accessToken ? { access_token: forgery.accessToken } : {}),
      },
    });
    socket.send(
      JSON.stringify({
        topic,
        event: 'broadcast',
        ref: '2',
        join_ref: '1',
        payload: { type: 'broadcast', event: forgery.event, payload: forgery.payload },
      }),
    );
    await send({ topic: 'phoenix', event: 'heartbeat', ref: '3', payload: {} });
    return joined.payload.status ?? 'none';
  } finally {
    socket.close();
  }
}
