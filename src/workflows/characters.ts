// Character workflows that only look: analyzeCharacterSource runs at creation (descriptor from the description,
// faces in the source image); fillDescriptor runs for auto-fill-descriptor (description and source image).
// The operation records what they return, so a failed analysis leaves no character behind.
import type { CharacterLooksInput, SourceAnalysis } from '../operations/character';
import type { CharacterDescriptor } from '../vocabulary';
import { modelCalls } from './activities';
import { modelStep } from './failures';
import { withFinalStatus } from './progress';

export function analyzeCharacterSource(input: CharacterLooksInput): Promise<SourceAnalysis> {
  return withFinalStatus(async () => {
    const { sourceImageKey } = input;
    const [descriptor, detection] = await Promise.all([
      modelStep('Describing the character', modelCalls.describeCharacter({ name: input.name, description: input.description })),
      sourceImageKey ? modelStep('Face detection', modelCalls.detectFaces({ imageKey: sourceImageKey })) : null,
    ]);
    return { descriptor, detection };
  });
}

export function fillDescriptor(input: CharacterLooksInput): Promise<CharacterDescriptor> {
  return withFinalStatus(() => modelStep('Describing the character', modelCalls.describeCharacter(input)));
}
