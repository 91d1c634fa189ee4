import { ApplicationFailure } from '@temporalio/activity';
import type { BlobStorage } from '../storage';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/** The bytes of a stored file. A missing file cannot appear on a retry, so that failure is not retried. */
export async function loadStoredFile(storage: BlobStorage, key: string): Promise<Buffer> {
  const data = await storage.get(key);
  if (!data) throw ApplicationFailure.nonRetryable(`Stored file ${key} is missing`, FAILURE_TYPES.notFound);
  return data;
}

export async function loadOptionalFile(storage: BlobStorage, key: string | undefined): Promise<Buffer | undefined> {
  return key ? loadStoredFile(storage, key) : undefined;
}
