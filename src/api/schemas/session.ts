import { LIMITS } from '../../config/pricing';
import { CONSOLE_LANGUAGES } from '../../vocabulary/console-languages';
import { z } from '../zod';

const Email = z.string().max(320).openapi({ example: 'ada@example.com' });
const NewPassword = z.string().openapi({ description: `At least ${LIMITS.password.minLength} characters, not a common password`, example: 'correct horse battery' });

export const SignUpBody = z
  .object({
    email: Email,
    password: NewPassword,
    captcha_token: z
      .string()
      .max(4096)
      .optional()
      .openapi({ description: 'The CAPTCHA widget\'s answer, needed when GET /api/session/options names a CAPTCHA (Cloudflare Turnstile or hCaptcha)' }),
  })
  .openapi('SignUp');

export const SignUpOptionsSchema = z
  .object({
    signup_mode: z.enum(['open', 'invite', 'closed']),
    signup_credits: z.number().int().openapi({ description: 'Credits an account gets once its email address is confirmed (once per address)' }),
    captcha: z
      .object({ provider: z.enum(['turnstile', 'hcaptcha']), site_key: z.string() })
      .openapi('CaptchaWidget')
      .nullable()
      .openapi({ description: 'The CAPTCHA sign-ups must solve, or null when there is none' }),
  })
  .openapi('SignUpOptions');

/** A token from a link sent by email. */
const LinkToken = z.string().max(200).openapi({ description: 'The token of the link sent by email (its `token` query parameter)', example: 'k2Vb3S9vYx0zq7lPpQeR8mT1nHcUaWdJfGiLoXsE4yA' });

export const ConfirmEmailBody = z.object({ token: LinkToken }).openapi('ConfirmEmail');

export const EmailConfirmedSchema = z
  .object({
    confirmed: z.literal(true),
    email: z.string().openapi({ description: 'The address the account now has' }),
    email_changed: z.boolean().openapi({ description: 'True when the link confirmed a new address for the account' }),
    credits_granted: z.number().int().openapi({ description: 'Sign-up credits granted now: 0 when this address had them before' }),
    already_confirmed: z.boolean().openapi({ description: 'True when the link was followed before and its address is confirmed: nothing changed now' }),
  })
  .openapi('EmailConfirmed');

export const ForgotPasswordBody = z.object({ email: Email }).openapi('ForgotPassword');

export const ResetPasswordBody = z.object({ token: LinkToken, password: NewPassword }).openapi('ResetPassword');

export const AcceptedSchema = z.object({ accepted: z.literal(true), message: z.string() }).openapi('Accepted');

export const PasswordResetSchema = z.object({ password_reset: z.literal(true) }).openapi('PasswordReset');

export const SignInBody = z
  .object({
    email: z.string().max(320).openapi({ example: 'ada@example.com' }),
    password: z.string().min(1).max(LIMITS.password.maxLength).openapi({ example: 'correct horse battery' }),
  })
  .openapi('SignIn');

/** The web console's language an account chose (en English, es Spanish, ja Japanese, ar Arabic), or null. */
export const consoleLanguage = (description: string) => z.enum(CONSOLE_LANGUAGES).nullable().openapi({ description, example: 'ja' });

export const SessionSchema = z
  .object({
    user_id: z.uuid(),
    email: z.string(),
    plan: z.string(),
    credits: z.number().int(),
    email_verified: z.boolean().openapi({ description: 'Whether the email address was confirmed by the link sent to it (sign-up credits come then)' }),
    signed_in_with: z.enum(['session', 'api_key']),
    csrf_token: z.string().nullable().openapi({ description: 'Send it as X-CSRF-Token on every signed-in POST, PATCH and DELETE; null for API keys' }),
    console_language: consoleLanguage("The web console's language the account chose (en, es, ja or ar); null: the browser's language is used"),
  })
  .openapi('Session');

export const SignedOutSchema = z.object({ signed_out: z.boolean() }).openapi('SignedOut');
