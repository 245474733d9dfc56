/**
 * The one place that reads the environment. With no VITE_SUPABASE_URL the app talks to the
 * embedded backend (local-supabase) mounted on the page's own origin, with its public anon key.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.IBf4oPCX9OU5NaKRQy8NBD7Z1izjMGGgMHVllzwl0H0';

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  usesEmbeddedBackend: boolean;
  /**
   * Mercado Pago's API, where the browser turns a card into a token ('Pago protegido'): the
   * local fake beside the embedded backend, Mercado Pago's own with a hosted project.
   */
  mercadoPagoApiUrl: string;
}

export function readEnv(
  vars: Record<string, string | undefined> = import.meta.env,
  origin: string = typeof window === 'undefined' ? 'http://localhost:5173' : window.location.origin,
): AppEnv {
  const url = vars.VITE_SUPABASE_URL?.trim();
  const key = vars.VITE_SUPABASE_ANON_KEY?.trim();
  const mercadoPago = vars.VITE_MERCADOPAGO_API_URL?.trim().replace(/\/+$/, '');
  if (url) {
    if (!key)
      throw new Error('VITE_SUPABASE_ANON_KEY es obligatorio cuando se define VITE_SUPABASE_URL');
    return {
      supabaseUrl: url.replace(/\/+$/, ''),
      supabaseAnonKey: key,
      usesEmbeddedBackend: false,
      mercadoPagoApiUrl: mercadoPago || 'https://api.mercadopago.com',
    };
  }
  return {
    supabaseUrl: origin,
    supabaseAnonKey: LOCAL_ANON_KEY,
    usesEmbeddedBackend: true,
    mercadoPagoApiUrl: mercadoPago || `${origin}/_fake/mercadopago`,
  };
}

export const env = readEnv();

/**
 * This build's name (vite.config.ts defines it at build time): what was kept on the device by
 * another build is not read back.
 */
export const BUILD_ID: string = String(import.meta.env.VITE_BUILD_ID ?? 'dev');
