import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { env } from './env';

export type AppSupabaseClient = ReturnType<typeof createClient<Database>>;

export const supabase: AppSupabaseClient = createClient<Database>(
  env.supabaseUrl,
  env.supabaseAnonKey,
  {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  },
);
