import { ApplicationFailure } from '@temporalio/activity';
import type { FaceDetection } from '../models/types';
import type { CharacterDescriptor } from '../vocabulary';
import type { BlobStorage } from '../storage';
import type { ActivityDeps } from '.';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { FAILURE_TYPES } from '../temporal/contracts/names';

export interface DescribeCharacterInput {
  name: string;
  description: string;
  /** When set, the extractor also looks at the source image. */
  sourceImageKey?: string;
}

/** The bytes of a stored file; a missing one cannot appear on retry, so it is not retried. */
export async function loadStoredFile(storage: BlobStorage, key: string): Promise<Buffer> {
  const data = await storage.get(key);
  if (!data) throw ApplicationFailure.nonRetryable(`Stored file ${key} is missing`, FAILURE_TYPES.notFound);
  return data;
}

/** Model calls about a character's looks: face detection on its source image and descriptor extraction. */
export function createCharacterActivities(deps: ActivityDeps) {
  return {
    /** One face-detector call on a stored image. */
    async detectFaces(input: { imageKey: string }): Promise<FaceDetection> {
      const image = await loadStoredFile(deps.storage, input.imageKey);
      return whileHeartbeating(() => callModel(() => deps.models.faceDetector().detect(image)));
    },

    /** One descriptor-extractor call: hair, eyes, skin, build, outfit, accessories and palette. */
    async describeCharacter(input: DescribeCharacterInput): Promise<CharacterDescriptor> {
      const sourceImage = input.sourceImageKey ? await loadStoredFile(deps.storage, input.sourceImageKey) : undefined;
      return whileHeartbeating(() =>
        callModel(() => deps.models.descriptors().describe({ name: input.name, description: input.description, sourceImage })),
      );
    },
  };
}
