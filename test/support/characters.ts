import { Character, type CharacterStatus } from '../../src/entities/character';
import { ReferenceImage } from '../../src/entities/reference-image';
import { newStorageKey } from '../../src/storage';
import { referenceAltText } from '../../src/vocabulary/alt-text';
import type { TestStack } from './stack';

const FIXTURE_LABELS = ['front', 'three_quarter'];

/**
 * A character ready for generation, set up directly (the characters API has its own tests):
 * descriptor from the description, reference images rendered by the built-in illustrator.
 */
export async function createReadyCharacter(
  stack: Pick<TestStack, 'dataSource'> & { deps: Pick<TestStack['deps'], 'models' | 'storage'> },
  userId: string,
  name: string,
  description: string,
  options: { status?: CharacterStatus; references?: boolean } = {},
): Promise<Character> {
  const descriptor = await stack.deps.models.descriptors().describe({ name, description });
  const repository = stack.dataSource.getRepository(Character);
  const character = await repository.save(
    repository.create({ userId, name, description, styleNotes: null, status: options.status ?? 'locked', faceMode: null, sourceImageKey: null, descriptor }),
  );
  if (options.references === false) return character;
  const model = stack.deps.models.image('builtin-flat');
  for (const [index, label] of FIXTURE_LABELS.entries()) {
    const view = await model.renderReference({ character: { name, descriptor, references: [] }, label, seed: index + 1 });
    const imageKey = newStorageKey('references');
    await stack.deps.storage.put(imageKey, view.png, 'image/png');
    await stack.dataSource.getRepository(ReferenceImage).save({ characterId: character.id, label, imageKey, altText: referenceAltText(character, label) });
  }
  return character;
}
