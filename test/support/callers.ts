import { createReadyCharacter } from './characters';
import { call, type ApiResponse } from './http';
import type { TestStack } from './stack';
import { createTestUser, type TestUser } from './users';

/** A user with credits and one ready character, for tests that generate scenes through the API. */
export interface Caller {
  user: TestUser;
  characterId: string;
  credits: number;
}

export async function newCaller(stack: TestStack, name: string, credits = 3): Promise<Caller> {
  const user = await createTestUser(stack, { credits });
  const character = await createReadyCharacter(stack, user.id, name, 'a short robot with a round blue head and orange boots');
  return { user, characterId: character.id, credits };
}

/** POST /api/generate of the caller's character, uncached, accepting the first attempt (min_score 0). */
export function generateScene(baseUrl: string, caller: Caller, prompt: string, extra: Record<string, unknown> = {}): Promise<ApiResponse> {
  return call(baseUrl, 'POST', '/api/generate', {
    key: caller.user.key,
    body: { character_id: caller.characterId, prompt, no_cache: true, min_score: 0, ...extra },
  });
}
