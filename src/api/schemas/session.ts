import { LIMITS } from '../../config/pricing';
import { z } from '../zod';

export const SignUpBody = z
  .object({
    email: z.string().max(320).openapi({ example: 'ada@example.com' }),
    password: z.string().openapi({ description: `At least ${LIMITS.password.minLength} characters, not a common password`, example: 'correct horse battery' }),
  })
  .openapi('SignUp');

export const SignInBody = z
  .object({
    email: z.string().max(320).openapi({ example: 'ada@example.com' }),
    password: z.string().min(1).max(LIMITS.password.maxLength).openapi({ example: 'correct horse battery' }),
  })
  .openapi('SignIn');

export const SessionSchema = z
  .object({
    user_id: z.uuid(),
    email: z.string(),
    plan: z.string(),
    credits: z.number().int(),
    signed_in_with: z.enum(['session', 'api_key']),
    csrf_token: z.string().nullable().openapi({ description: 'Send it as X-CSRF-Token on every signed-in POST, PATCH and DELETE; null for API keys' }),
  })
  .openapi('Session');

export const SignedOutSchema = z.object({ signed_out: z.boolean() }).openapi('SignedOut');
