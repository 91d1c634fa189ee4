import { ApplicationFailure } from '@temporalio/activity';
import { Character } from '../entities/character';
import { ReferenceImage } from '../entities/reference-image';
import { UnknownModelError } from '../models/errors';
import type { ReferenceFailure } from '../operations/references';
import { CharacterService, ReferenceRejected } from '../services/characters';
import { recordWebhookEvent, referencesReadyEvent } from '../services/webhook-events';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { newStorageKey } from '../storage';
import { callingWorkflowId } from './calling-run';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { awaitPrediction } from './predictions';
import { loadStoredFile } from './stored-files';
import { FAILURE_TYPES } from '../temporal/contracts/names';

export interface RenderReferenceInput {
  characterId: string;
  label: string;
  /** A registered image model name (checked by the API). */
  model: string;
  seed: number;
}

export interface RenderedReference {
  label: string;
  imageKey: string;
}

export function createReferenceActivities(deps: ActivityDeps) {
  const characters = new CharacterService(deps.dataSource, deps.storage);

  async function loadCharacter(characterId: string): Promise<Character> {
    const character = await deps.dataSource.getRepository(Character).findOneBy({ id: characterId });
    if (!character) throw ApplicationFailure.nonRetryable('The character was deleted', FAILURE_TYPES.notFound);
    return character;
  }

  function imageModel(name: string) {
    try {
      return deps.models.image(name);
    } catch (error) {
      if (error instanceof UnknownModelError) throw ApplicationFailure.nonRetryable(error.message, FAILURE_TYPES.invalidRequest);
      throw error;
    }
  }

  return {
    /**
     * One model call: the character (descriptor and source image) in the view or mood the label names, stored as PNG. On a
     * prediction model it starts the prediction and returns at once, completed later by its `awaitPrediction` run.
     */
    async renderReferenceView(input: RenderReferenceInput): Promise<RenderedReference> {
      const character = await loadCharacter(input.characterId);
      const references = character.sourceImageKey ? [await loadStoredFile(deps.storage, character.sourceImageKey)] : [];
      const model = imageModel(input.model);
      const request = {
        character: { name: character.name, description: character.description, descriptor: character.descriptor, faceMode: character.faceMode, references },
        label: input.label,
        artStyle: character.styleNotes ?? undefined,
        seed: input.seed,
      };
      const { prediction } = model;
      if (prediction) return awaitPrediction(prediction, (signal) => prediction.startReference(request, { signal }), { kind: 'reference', label: input.label });
      const result = await whileHeartbeating((signal) => callModel(() => model.renderReference(request, { signal })));
      const imageKey = newStorageKey('references');
      await deps.storage.put(imageKey, result.png, 'image/png');
      return { label: input.label, imageKey };
    },

    /**
     * One record: the rendered image becomes the label's reference (the old one's file is deleted).
     * When the character is gone or no longer a draft, the new file is deleted and nothing is recorded.
     */
    async recordReference(input: RenderedReference & { characterId: string }): Promise<void> {
      try {
        await characters.recordReference(input.characterId, input.label, input.imageKey);
      } catch (error) {
        if (!(error instanceof ReferenceRejected)) throw error;
        await deps.storage.delete(input.imageKey);
        throw ApplicationFailure.nonRetryable(error.message, error.reason === 'character_gone' ? FAILURE_TYPES.notFound : FAILURE_TYPES.conflict);
      }
    },

    /** One record: character.references_ready for this run's reference sheet, when the owner's webhooks want it. */
    async recordReferencesReady(input: { characterId: string; generated: number; failures: ReferenceFailure[] }): Promise<WebhookEventRef[]> {
      const runKey = callingWorkflowId();
      return deps.dataSource.transaction(async (manager) => {
        const character = await manager.findOneBy(Character, { id: input.characterId });
        if (!character) return [];
        const references = await manager.countBy(ReferenceImage, { characterId: character.id });
        return recordWebhookEvent(manager, referencesReadyEvent(character, runKey, { generated: input.generated, references, failures: input.failures }));
      });
    },
  };
}
