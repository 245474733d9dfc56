import { DataError } from '@/lib/data-errors';
import { proposalErrorMessage } from '../errors';

/** The error a fetcher of this feature throws: the Data API error with its Spanish message. */
export function proposalError(error: unknown): DataError {
  return new DataError(error, proposalErrorMessage(error));
}
