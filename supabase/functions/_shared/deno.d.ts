/**
 * The part of Deno's globals the functions use, for `npm run typecheck` (tsconfig.functions.json);
 * on a hosted project Deno's own types apply. Nothing imports this file, so Deno never reads it.
 */
declare namespace Deno {
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  const env: { toObject(): Record<string, string> };
}
