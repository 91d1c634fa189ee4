// Create a character (free): its source image stored, an analyzeCharacterSource run (descriptor from the
// description, faces in the image), then the draft recorded. And auto-fill a draft's descriptor: a fillDescriptor run.
import crypto from 'node:crypto';
import type { Character, FaceMode } from '../entities/character';
import type { FaceDetection } from '../models/types';
import { faceModeOf, requireStatus, severalPeopleWarning } from '../services/characters';
import { newStorageKey } from '../storage';
import { descriptorWarning, joinedWarnings } from './language-warnings';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { CharacterDescriptor } from '../vocabulary';
import type { Caller, OperationDeps } from './context';
import { runToEnd } from './workflow-runs';

/** Input of the analyzeCharacterSource and fillDescriptor workflows. */
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

export interface NewCharacterRequest {
  name: string;
  description: string;
  styleNotes?: string;
  /** The source image, already checked and re-encoded as PNG. */
  sourcePng?: Buffer;
}

export interface CreatedCharacter {
  character: Character;
  faceMode: FaceMode | null;
  /** Several people in the source image; a description the descriptor could not read. */
  warning?: string;
}

async function storeSourceImage(deps: OperationDeps, png: Buffer | undefined): Promise<string | undefined> {
  if (!png) return undefined;
  const key = newStorageKey('sources');
  await deps.storage.put(key, png, 'image/png');
  return key;
}

export async function createCharacter(deps: OperationDeps, caller: Caller, request: NewCharacterRequest): Promise<CreatedCharacter> {
  const { user } = caller;
  const sourceImageKey = await storeSourceImage(deps, request.sourcePng);
  const id = crypto.randomUUID();
  try {
    const analysis = await runToEnd<CharacterLooksInput, SourceAnalysis>(deps, {
      workflowType: WORKFLOW_TYPES.analyzeCharacterSource,
      workflowId: workflowIds.characterAnalysis(id),
      input: { name: request.name, description: request.description, sourceImageKey },
      labels: { userId: user.id, kind: 'character-analysis', characterId: id, summary: `Analyse new character "${request.name}"` },
      requestId: caller.requestId,
    });
    const faceMode = faceModeOf(analysis.detection);
    const character = await deps.services.characters.create({
      id,
      userId: user.id,
      name: request.name,
      description: request.description,
      styleNotes: request.styleNotes || null,
      sourceImageKey: sourceImageKey ?? null,
      faceMode,
      descriptor: analysis.descriptor,
    });
    const warning = joinedWarnings(severalPeopleWarning(analysis.detection), descriptorWarning(request.description, analysis.descriptor));
    return { character, faceMode, warning };
  } catch (error) {
    if (sourceImageKey) await deps.storage.delete(sourceImageKey);
    throw error;
  }
}

/** Fills a draft's descriptor from its description and source image; 409 unless it is a draft. */
export async function fillCharacterDescriptor(deps: OperationDeps, caller: Caller, characterId: string): Promise<Character> {
  const { user } = caller;
  const character = await deps.services.characters.get(user.id, characterId);
  requireStatus(character, 'draft', 'auto-fill the descriptor');
  const descriptor = await runToEnd<CharacterLooksInput, CharacterDescriptor>(deps, {
    workflowType: WORKFLOW_TYPES.fillDescriptor,
    workflowId: workflowIds.descriptorFill(character.id, crypto.randomUUID()),
    input: { name: character.name, description: character.description, sourceImageKey: character.sourceImageKey ?? undefined },
    labels: { userId: user.id, kind: 'descriptor', characterId: character.id, summary: `Auto-fill the descriptor of "${character.name}"` },
    requestId: caller.requestId,
  });
  return deps.services.characters.fillDescriptor(user.id, character.id, descriptor);
}
