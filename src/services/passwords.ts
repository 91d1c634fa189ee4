import { Algorithm, hash, verify } from '@node-rs/argon2';
import { LIMITS } from '../config/pricing';
import { badRequest } from '../errors';

/** Passwords people pick first; refused whatever their length (compared lower-case). */
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  'iloveyou123',
  'qwerty1234',
  'qwerty12345',
  'abcdefghij',
  'abc1234567',
  'letmein123',
  'welcome123',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'administrator',
  'passw0rd123',
  'changeme123',
  'likeness123',
]);

/** Throws a 400 naming the rule a new password breaks. */
export function checkNewPassword(password: string): void {
  const { minLength, maxLength } = LIMITS.password;
  if (password.length < minLength) throw badRequest(`password: must be at least ${minLength} characters`);
  if (password.length > maxLength) throw badRequest(`password: must be at most ${maxLength} characters`);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw badRequest('password: this is one of the most common passwords; choose another');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
