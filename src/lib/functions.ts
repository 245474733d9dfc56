/**
 * The project's Edge Functions, loaded on first use: only the pages that call one need
 * `@supabase/functions-js`. Built as supabase-js builds `supabase.functions`: `/functions/v1`,
 * the anon key, and the session's access token on each request.
 */
import type { FunctionsClient } from '@supabase/functions-js';
import { DataError, type ErrorMapper } from './data-errors';
import { env } from './env';
import { fetchWithSession } from './session-fetch';
import type { AppSupabaseClient } from './supabase';
import { apiUrl } from './api-url';

let client: Promise<FunctionsClient> | undefined;

/** Said when a function answers without a message of its own, or cannot be reached. */
export const FUNCTION_FAILED = 'No se pudo completar la operación. Volvé a intentarlo.';

/**
 * What a failed call says: the database's refusal the function passed on (PostgREST's error, with
 * its `code`) through the caller's mapper, the function's own `{"message": …}`, or a general
 * message when there is no answer to read.
 */
async function failure(error: unknown, mapError: ErrorMapper): Promise<DataError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as {
      code?: unknown;
      message?: unknown;
    } | null;
    if (typeof body?.code === 'string') return mapError(body);
    if (typeof body?.message === 'string' && body.message)
      return new DataError(error, body.message);
  }
  return new DataError(error, FUNCTION_FAILED);
}

/**
 * Calls a function with a JSON body and returns its JSON answer; a refusal or failure throws a
 * DataError with the message to show (`mapError`: the feature's mapper of the database's codes).
 */
export async function invokeFunction<T>(
  name: string,
  body: Record<string, unknown>,
  auth: AppSupabaseClient['auth'],
  mapError: ErrorMapper,
): Promise<T> {
  client ??= import('@supabase/functions-js').then(
    ({ FunctionsClient }) =>
      new FunctionsClient(apiUrl(env.supabaseUrl, 'functions/v1').href, {
        headers: { apikey: env.supabaseAnonKey },
        customFetch: fetchWithSession(auth, env.supabaseAnonKey),
      }),
  );
  const { data, error } = await (await client).invoke<T>(name, { body });
  if (error) throw await failure(error, mapError);
  return data as T;
}
