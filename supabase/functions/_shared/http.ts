/**
 * Answers of the functions: JSON with the CORS headers a browser on another origin needs to
 * read them (hosted serves functions on the project's domain, the app on its own).
 */
export type Env = Readonly<Record<string, string | undefined>>;

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** The browser's preflight before a cross-origin POST. */
export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}
