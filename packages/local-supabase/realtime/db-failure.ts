/**
 * What upstream answers when the database fails while it authorizes a channel: at join an error
 * reply, on a token refresh the channel's shutdown, with the words of realtime_channel.ex.
 */
export type DbFailure = 'policy' | 'canceled' | 'unavailable';

function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** A Postgres error (a policy that raises) or the database out of reach. */
export function classifyDbFailure(error: unknown): DbFailure {
  const state = sqlState(error);
  if (state === '57014') return 'canceled';
  if (state !== null && !state.startsWith('08')) return 'policy';
  return 'unavailable';
}

export function joinFailureReason(failure: DbFailure, topic: string): string {
  switch (failure) {
    case 'policy':
      // RlsPolicyError is logged upstream; the client is told it may not read.
      return `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
    case 'canceled':
      return 'QueryCanceled: canceling statement due to statement timeout';
    case 'unavailable':
      return 'UnableToConnectToProject: Realtime was unable to connect to the project database';
  }
}

export function refreshFailureReason(failure: DbFailure, topic: string): string {
  switch (failure) {
    case 'policy':
      return `You do not have permissions to read from this Channel topic: ${topic}`;
    case 'canceled':
      return 'Query was cancelled, please try again';
    case 'unavailable':
      return 'Realtime was unable to connect to the project database';
  }
}
