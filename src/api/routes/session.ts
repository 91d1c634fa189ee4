import { ACCOUNTS } from '../../config/pricing';
import type { User } from '../../entities/user';
import { confirmEmail, consoleAccounts, requestPasswordReset, resetPassword, signUp } from '../../operations/accounts';
import { csrfTokenFor } from '../../services/sessions';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '../../vocabulary/console-languages';
import { normaliseEmail } from '../../services/users';
import type { ApiDeps, AppContext } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import {
  AcceptedSchema,
  ConfirmEmailBody,
  EmailConfirmedSchema,
  ForgotPasswordBody,
  PasswordResetSchema,
  ResetPasswordBody,
  SessionSchema,
  SignedOutSchema,
  SignInBody,
  SignUpBody,
  SignUpOptionsSchema,
} from '../schemas/session';
import { clearedSessionCookie, cookieIsSecure, sessionCookie } from '../session-cookie';

/** The stored console language, if it is still one the console is written in. */
function consoleLanguage(stored: string | null): ConsoleLanguage | null {
  return CONSOLE_LANGUAGES.find((language) => language === stored) ?? null;
}

function sessionView(user: User, credits: number, sessionToken: string | undefined) {
  return {
    user_id: user.id,
    email: user.email,
    plan: user.plan,
    credits,
    email_verified: user.emailVerifiedAt !== null,
    signed_in_with: sessionToken ? ('session' as const) : ('api_key' as const),
    csrf_token: sessionToken ? csrfTokenFor(sessionToken) : null,
    console_language: consoleLanguage(user.consoleLanguage),
  };
}

const SIGN_UP_ACCEPTED = (email: string) => `Check your email: we sent a message to ${email} with the next step. Follow its link to confirm the address, then sign in.`;
const RESET_ACCEPTED = `If an account uses this address, a link to choose a new password is on its way; it works for ${ACCOUNTS.linkLifetimeMs.resetPassword / 60_000} minutes.`;
const TOO_MANY = (what: string) => ({ description: `Too many ${what} from this address or for this email (Retry-After, and the wait in words)`, schema: ErrorSchema });

/**
 * Console sign-up, sign-in and sign-out (the session travels in an HttpOnly cookie, its CSRF token in the body), and
 * the links sent by email that need no sign-in: confirming an address, choosing a new password.
 */
export function sessionRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const secure = cookieIsSecure(deps.config.publicBaseUrl);
  const signedIn = (status: number, user: User, token: string, expiresAt: Date) => ({
    status,
    body: sessionView(user, user.credits, token),
    headers: { 'Set-Cookie': sessionCookie(token, expiresAt, secure) },
  });

  routes.add({
    method: 'get',
    path: '/api/session/options',
    operationId: 'getSignUpOptions',
    description: 'What the sign-up form needs: whether sign-up is open, the credits a confirmed account gets, and the CAPTCHA to show (its site key), if any.',
    tag: 'Session',
    summary: 'How sign-up works on this server',
    auth: false,
    responses: { 200: { description: 'Sign-up settings', schema: SignUpOptionsSchema }, 405: { description: 'Only GET is allowed here' } },
    handler: async () => {
      const { mode, credits, captcha } = deps.config.signup;
      return { body: { signup_mode: mode, signup_credits: credits, captcha: captcha ? { provider: captcha.provider, site_key: captcha.siteKey } : null } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/session/sign-up',
    operationId: 'signUp',
    description:
      'Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified and not signed in: a link to confirm the address is emailed, and following it confirms the address, signs in and brings the sign-up credits (once per address ever). When the address has an account already, nothing is created and that address is emailed that someone tried to sign up with it, with links to sign in and to reset the password. The answer is the same either way (202, the same body, no session), and so is the work done, so it never tells whether an address has an account. Sign-ups are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with its provider.',
    tag: 'Session',
    summary: 'Create a console account; its emailed link confirms the address and signs in',
    auth: false,
    body: SignUpBody,
    responses: {
      202: { description: 'Accepted: an email is on its way to the address (said the same way whether or not it has an account)', schema: AcceptedSchema },
      400: { description: 'Not an email address, the password breaks a rule, or the CAPTCHA was not solved', schema: ErrorSchema },
      403: { description: 'Sign-up is by invitation or closed on this server (SIGNUP_MODE)', schema: ErrorSchema },
      429: TOO_MANY('sign-ups'),
      503: { description: 'The CAPTCHA provider could not be reached (Retry-After)', schema: ErrorSchema },
    },
    handler: async (ctx: AppContext, { body }) => {
      const request = { email: body.email, password: body.password, address: ctx.ip, captchaToken: body.captcha_token };
      await signUp(deps, request, ctx.state.requestId);
      return { status: 202, body: { accepted: true as const, message: SIGN_UP_ACCEPTED(normaliseEmail(body.email)) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/session/confirm-email',
    operationId: 'confirmEmail',
    description:
      'Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address is confirmed, an email change moves the account to it, and the sign-up credits are granted the first time an address is ever confirmed. It signs nobody in: the person who chose the password signs in with it (a link that signed in would hand an address\'s owner an account someone else signed up with and knows the password of). Each link works once, for 24 hours; followed again once its address is confirmed, it says so (already_confirmed).',
    tag: 'Session',
    summary: 'Confirm an email address with the token of the emailed link',
    auth: false,
    body: ConfirmEmailBody,
    responses: {
      200: { description: 'Confirmed, or confirmed already', schema: EmailConfirmedSchema },
      400: { description: 'The link is not valid, was used already for an address not confirmed, or has expired (the error says which)', schema: ErrorSchema },
    },
    handler: async (ctx: AppContext, { body }) => {
      const confirmed = await confirmEmail(deps, body.token, ctx.state.requestId);
      return {
        body: {
          confirmed: true as const,
          email: confirmed.user.email,
          email_changed: confirmed.previousEmail !== undefined,
          credits_granted: confirmed.creditsGranted,
          already_confirmed: confirmed.alreadyConfirmed,
        },
      };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/session/forgot-password',
    operationId: 'forgotPassword',
    description:
      'Emails a link to choose a new password when an account uses this address. The answer is the same whether or not one does. Limited per address asked about and per client address.',
    tag: 'Session',
    summary: 'Ask for a password reset link by email',
    auth: false,
    body: ForgotPasswordBody,
    responses: {
      202: { description: 'Accepted (said the same way whether or not the address has an account)', schema: AcceptedSchema },
      400: { description: 'Not an email address', schema: ErrorSchema },
      429: TOO_MANY('password reset requests'),
    },
    handler: async (ctx: AppContext, { body }) => {
      await requestPasswordReset(deps, body.email, ctx.ip, ctx.state.requestId);
      return { status: 202, body: { accepted: true as const, message: RESET_ACCEPTED } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/session/reset-password',
    operationId: 'resetPassword',
    description: 'Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session of the account ends; a notice goes to its address.',
    tag: 'Session',
    summary: 'Choose a new password with the token of the emailed link',
    auth: false,
    body: ResetPasswordBody,
    responses: {
      200: { description: 'The password was changed: sign in with it', schema: PasswordResetSchema },
      400: { description: 'The link is not valid, used or expired, or the password breaks a rule', schema: ErrorSchema },
    },
    handler: async (ctx: AppContext, { body }) => {
      await resetPassword(deps, body.token, body.password, ctx.state.requestId);
      return { body: { password_reset: true as const } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/session',
    operationId: 'signIn',
    description: 'Signs in with email and password and sets the session cookie. Failures are counted per email and per client address; past the limit every attempt gets 429 until Retry-After.',
    tag: 'Session',
    summary: 'Sign in to the console with email and password',
    auth: false,
    body: SignInBody,
    responses: {
      200: { description: 'Signed in (Set-Cookie carries the session)', schema: SessionSchema },
      400: { description: 'Not an email address', schema: ErrorSchema },
      401: { description: 'Email or password is wrong (never says which)', schema: ErrorSchema },
      429: { description: 'Too many failed sign-ins for this email or address (Retry-After)', schema: ErrorSchema },
    },
    handler: async (ctx: AppContext, { body }) => {
      const { user, session } = await consoleAccounts(deps).signIn(body.email, body.password, ctx.ip);
      return signedIn(200, user, session.token, session.expiresAt);
    },
  });

  routes.add({
    method: 'get',
    path: '/api/session',
    operationId: 'getSession',
    description: 'The signed-in user with balance, plan and whether the email address is confirmed. With a session cookie the body carries the CSRF token to send as X-CSRF-Token; with an API key it is null.',
    tag: 'Session',
    summary: 'Who is signed in, with the CSRF token for signed-in changes',
    responses: { 200: { description: 'The caller', schema: SessionSchema } },
    handler: async (ctx: AppContext, { user }) => ({
      body: sessionView(user, await deps.services.ledger.balance(user.id), ctx.state.sessionToken),
    }),
  });

  routes.add({
    method: 'delete',
    path: '/api/session',
    operationId: 'signOut',
    description: 'Ends the session of the cookie (it can no longer be used) and clears the cookie. A cookie-authenticated call needs the X-CSRF-Token header.',
    tag: 'Session',
    summary: 'Sign out: the session ends and its cookie is cleared',
    responses: {
      200: { description: 'Signed out', schema: SignedOutSchema },
      403: { description: 'Signed in with a cookie but without the X-CSRF-Token header', schema: ErrorSchema },
    },
    handler: async (ctx: AppContext) => {
      if (ctx.state.sessionToken) await deps.services.sessions.close(ctx.state.sessionToken);
      return { body: { signed_out: true }, headers: { 'Set-Cookie': clearedSessionCookie(secure) } };
    },
  });
}
