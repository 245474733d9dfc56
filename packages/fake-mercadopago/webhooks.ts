/**
 * Mercado Pago's webhooks: `POST notification_url?data.id=<id>&type=payment` with a JSON body
 * (`action`, `data.id`, `type`, `user_id`…) and the headers `x-request-id` and
 * `x-signature: ts=<seconds>,v1=<hex>`, the HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * with the application's secret signature. Sent as they happen, or held for a test to deliver
 * when, how often and in which order it wants (duplicates, out of order, late).
 */
import { createHmac, randomInt, randomUUID } from 'node:crypto';

export interface Notification {
  url: string;
  dataId: string;
  body: {
    id: number;
    live_mode: boolean;
    type: 'payment';
    date_created: string;
    user_id: string;
    api_version: 'v1';
    action: 'payment.created' | 'payment.updated';
    data: { id: string };
  };
}

export interface DeliveryOptions {
  /** The signature's time in seconds (default now): an old one makes a late notification. */
  ts?: number;
  requestId?: string;
  /** Signs with another secret: a forged notification. */
  secret?: string;
}

export function signature(secret: string, dataId: string, requestId: string, ts: number): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

export interface WebhookOutbox {
  notify(url: string | undefined, paymentId: number, sellerId: number, created: boolean): void;
  /** Held notifications, oldest first (mode 'hold'). */
  held(): Notification[];
  /** Sends one (again, or late, or forged): the receiver's answer. */
  deliver(notification: Notification, options?: DeliveryOptions): Promise<Response>;
  /** Every delivery's answer status, in order (0: no answer). */
  readonly answers: number[];
}

export function createWebhookOutbox(options: {
  secret: string;
  mode: 'send' | 'hold';
  now: () => Date;
}): WebhookOutbox {
  const held: Notification[] = [];
  const answers: number[] = [];

  async function deliver(notification: Notification, delivery: DeliveryOptions = {}) {
    const ts = delivery.ts ?? Math.floor(options.now().getTime() / 1000);
    const requestId = delivery.requestId ?? randomUUID();
    const url = new URL(notification.url);
    url.searchParams.set('data.id', notification.dataId);
    url.searchParams.set('type', 'payment');
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signature(
            delivery.secret ?? options.secret,
            notification.dataId,
            requestId,
            ts,
          ),
        },
        body: JSON.stringify(notification.body),
        signal: AbortSignal.timeout(22_000),
      });
      answers.push(res.status);
      return res;
    } catch (error) {
      answers.push(0);
      throw error;
    }
  }

  return {
    notify(url, paymentId, sellerId, created) {
      if (!url) return;
      const notification: Notification = {
        url,
        dataId: String(paymentId),
        body: {
          id: randomInt(1, 2 ** 47),
          live_mode: false,
          type: 'payment',
          date_created: options.now().toISOString(),
          user_id: String(sellerId),
          api_version: 'v1',
          action: created ? 'payment.created' : 'payment.updated',
          data: { id: String(paymentId) },
        },
      };
      if (options.mode === 'hold') held.push(notification);
      // Mercado Pago retries later on failure; the fake's sender only records the answer.
      else deliver(notification).catch(() => undefined);
    },
    held: () => [...held],
    deliver,
    answers,
  };
}
