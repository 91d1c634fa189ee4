import assert from 'node:assert/strict';
import { ModelError } from '../../../src/models/errors';
import type { CharacterInput, RenderRequest } from '../../../src/models/types';
import { solidPng } from '../../fakes/images';

export async function character(name = 'Mia'): Promise<CharacterInput> {
  return {
    name,
    description: 'A girl wearing a yellow raincoat',
    descriptor: {
      species: 'human',
      age: 'child',
      hair: { style: 'pigtails', color: '#c0392b' },
      skin: '#f2c9a0',
      eyes: '#2e8b57',
      build: 'slim',
      outfit: [{ piece: 'raincoat', color: '#f1c40f' }],
      accessories: [],
      palette: [],
    },
    references: [await solidPng(32, 32, { r: 10, g: 20, b: 30 })],
  };
}

export async function renderRequest(overrides: Partial<RenderRequest> = {}): Promise<RenderRequest> {
  return {
    prompt: 'Mia jumps into a puddle',
    artStyle: 'watercolor',
    stylePreset: 'indie_webcomic',
    shot: 'wide',
    characters: [await character()],
    seed: 42,
    width: 512,
    height: 384,
    ...overrides,
  };
}

export async function rejectsWithModelError(
  promise: Promise<unknown>,
  expected: { retryable: boolean; status?: number; message?: RegExp },
): Promise<ModelError> {
  const error = await promise.then(
    () => assert.fail('expected a ModelError'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof ModelError, `expected a ModelError, got ${String(error)}`);
  assert.equal(error.retryable, expected.retryable, error.message);
  if (expected.status !== undefined) assert.equal(error.status, expected.status);
  if (expected.message) assert.match(error.message, expected.message);
  return error;
}
