import { DataError, dataErrorMessages } from '@/lib/data-errors';
import { fileCheckMessages } from '../file-check';

/** The fields of a storage-js error this module reads (StorageApiError has them). */
interface StorageErrorLike {
  message?: string;
  statusCode?: string;
  status?: number;
}

/** Spanish for what Storage answered (its `statusCode` is the HTTP-like status in the body). */
function storageErrorMessage(error: StorageErrorLike): string {
  const status = error.statusCode ?? String(error.status ?? '');
  if (status === '413') return fileCheckMessages.tooLarge;
  if (status === '415') return fileCheckMessages.wrongType;
  if (status === '403' || status === '401') return dataErrorMessages.permission;
  if (status === '404') return dataErrorMessages.notFound;
  if (/failed to fetch|network/i.test(error.message ?? '')) return dataErrorMessages.network;
  return dataErrorMessages.generic;
}

/** A Storage refusal with its Spanish message; a DataError, so `errorMessage` shows it. */
export function storageError(error: unknown): DataError {
  const fields = typeof error === 'object' && error !== null ? (error as StorageErrorLike) : {};
  return new DataError(error, storageErrorMessage(fields));
}
