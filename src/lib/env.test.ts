import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, readEnv } from './env';

describe('readEnv', () => {
  it('uses the embedded backend and the local Mercado Pago on the page’s origin by default', () => {
    expect(readEnv({}, 'http://127.0.0.1:5173')).toEqual({
      supabaseUrl: 'http://127.0.0.1:5173',
      supabaseAnonKey: LOCAL_ANON_KEY,
      usesEmbeddedBackend: true,
      mercadoPagoApiUrl: 'http://127.0.0.1:5173/_fake/mercadopago',
    });
  });

  it('uses Mercado Pago itself with a hosted project, unless told otherwise', () => {
    const hosted = { VITE_SUPABASE_URL: 'https://ref.supabase.co/', VITE_SUPABASE_ANON_KEY: 'k' };
    expect(readEnv(hosted)).toMatchObject({
      supabaseUrl: 'https://ref.supabase.co',
      mercadoPagoApiUrl: 'https://api.mercadopago.com',
    });
    expect(
      readEnv({ ...hosted, VITE_MERCADOPAGO_API_URL: 'https://mp.example/' }).mercadoPagoApiUrl,
    ).toBe('https://mp.example');
  });

  it('refuses a hosted URL without its anon key', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(
      'VITE_SUPABASE_ANON_KEY es obligatorio',
    );
  });
});
