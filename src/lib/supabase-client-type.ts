import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * The part of the Supabase client this product uses: Auth and the Data API. Tests pass a full
 * supabase-js client wherever this type is asked for. Apart from ./supabase.ts, which builds the
 * browser's client, so code that runs on Node too (the fetchers scripts call) can name it.
 */
export type AppSupabaseClient = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'rpc'>;
