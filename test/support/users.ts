import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call, callFrom } from './http';
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

/** A console sign-in as its browser holds it: the session cookie (`name=value`) and the CSRF token. */
export interface ConsoleBrowser {
  email: string;
  userId: string;
  cookie: string;
  csrf: string;
}

/**
 * A console sign-up as a person makes it, then a sign-in with the password (the address stays unconfirmed): sign-up
 * answers 202 for any address and opens no session. `from` is the loopback address it comes from (sign-ups are
 * limited per client address).
 */
export async function signUpAndSignIn(baseUrl: string, email: string, password: string, from = '127.0.0.1'): Promise<ConsoleBrowser> {
  const signedUp = await callFrom(from, baseUrl, 'POST', '/api/session/sign-up', { body: { email, password } });
  assert.equal(signedUp.status, 202, JSON.stringify(signedUp.body));
  const signedIn = await call(baseUrl, 'POST', '/api/session', { body: { email, password } });
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  return { email, userId: signedIn.body.user_id, cookie: (signedIn.headers.get('set-cookie') ?? '').split(';')[0], csrf: signedIn.body.csrf_token };
}
