// Character workflows that only look: analyzeCharacterSource runs at creation (descriptor from the description,
// faces in the source image); fillDescriptor runs for auto-fill-descriptor (description and source image).
// The API records what they return, so a failed analysis leaves no character behind.
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import type { FaceDetection } from '../models/types';
import type { CharacterDescriptor } from '../vocabulary';
import { modelCalls } from './activities';
import { publishStatus } from './status';
import { FAILURE_TYPES } from '../temporal/contracts/names';

export interface CharacterLooksInput {
  name: string;
  description: string;
  sourceImageKey?: string;
}

export interface SourceAnalysis {
  descriptor: CharacterDescriptor;
  /** Null without a source image. */
  detection: FaceDetection | null;
}

/** The message of what made an activity fail (its cause), rather than "Activity task failed". */
export function failureText(error: unknown): string {
  const cause = error instanceof ActivityFailure && error.cause ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** A model activity whose failure ends the run as ModelFailed (a 502 for the caller) with the model's reason. */
async function modelStep<T>(what: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw ApplicationFailure.nonRetryable(`${what} failed: ${failureText(error)}`, FAILURE_TYPES.modelFailed);
  }
}

/** Runs a workflow's work and reports `completed` or `failed` at the end (by default as the status search attribute). */
export async function withFinalStatus<T>(work: () => Promise<T>, report: (status: string) => void = publishStatus): Promise<T> {
  try {
    const result = await work();
    report('completed');
    return result;
  } catch (error) {
    report('failed');
    throw error;
  }
}

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
