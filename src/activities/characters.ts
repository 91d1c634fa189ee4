import type { FaceDetection } from '../models/types';
import type { CharacterDescriptor } from '../vocabulary';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { loadOptionalFile, loadStoredFile } from './stored-files';

export interface DescribeCharacterInput {
  name: string;
  description: string;
  /** When set, the extractor also looks at the source image. */
  sourceImageKey?: string;
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
      const sourceImage = await loadOptionalFile(deps.storage, input.sourceImageKey);
      return whileHeartbeating(() =>
        callModel(() => deps.models.descriptors().describe({ name: input.name, description: input.description, sourceImage })),
      );
    },
  };
}
