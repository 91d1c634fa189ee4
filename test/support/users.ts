import crypto from 'node:crypto';
import type { TestStack } from './stack';

export interface TestUser {
  id: string;
  email: string;
  key: string;
}

/** A new user with its first API key, through the same service the CLI uses. */
export async function createTestUser(stack: TestStack, options: { credits?: number; plan?: string } = {}): Promise<TestUser> {
  const email = `user-${crypto.randomBytes(5).toString('hex')}@example.test`;
  const { user, apiKey } = await stack.services.users.create({ email, credits: options.credits ?? 0, plan: options.plan });
  return { id: user.id, email, key: apiKey };
}
