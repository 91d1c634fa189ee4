import type { User } from '../../entities/user';
import type { ConsoleAccounts } from '../../services/console-accounts';
import { csrfTokenFor } from '../../services/sessions';
import type { ApiDeps, AppContext } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { SessionSchema, SignedOutSchema, SignInBody, SignUpBody } from '../schemas/session';
import { clearedSessionCookie, cookieIsSecure, sessionCookie } from '../session-cookie';

function sessionView(user: User, credits: number, sessionToken: string | undefined) {
  return {
    user_id: user.id,
    email: user.email,
    plan: user.plan,
    credits,
    signed_in_with: sessionToken ? ('session' as const) : ('api_key' as const),
    csrf_token: sessionToken ? csrfTokenFor(sessionToken) : null,
  };
}

/** Console sign-up, sign-in and sign-out: the session travels in an HttpOnly cookie, its CSRF token in the body. */
export function sessionRoutes(routes: ApiRoutes, deps: ApiDeps, accounts: ConsoleAccounts): void {
  const secure = cookieIsSecure(deps.config.publicBaseUrl);
  const signedIn = (status: number, user: User, token: string, expiresAt: Date) => ({
    status,
    body: sessionView(user, user.credits, token),
    headers: { 'Set-Cookie': sessionCookie(token, expiresAt, secure) },
  });

  routes.add({
    method: 'post',
    path: '/api/session/sign-up',
    operationId: 'signUp',
    description: 'Creates an account with email and password (when SIGNUP_MODE is open), grants the sign-up credits on the free plan and signs in: the session travels in an HttpOnly cookie, and the body carries the CSRF token for later changes.',
    tag: 'Session',
    summary: 'Create a console account and sign in',
    auth: false,
    body: SignUpBody,
    responses: {
      201: { description: 'Signed up and signed in (Set-Cookie carries the session)', schema: SessionSchema },
      400: { description: 'Not an email address, the email is taken, or the password breaks a rule', schema: ErrorSchema },
      403: { description: 'Sign-up is by invitation or closed on this server (SIGNUP_MODE)', schema: ErrorSchema },
    },
    handler: async (_ctx, { body }) => {
      const { user, session } = await accounts.signUp(body.email, body.password);
      return signedIn(201, user, session.token, session.expiresAt);
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
      const { user, session } = await accounts.signIn(body.email, body.password, ctx.ip);
      return signedIn(200, user, session.token, session.expiresAt);
    },
  });

  routes.add({
    method: 'get',
    path: '/api/session',
    operationId: 'getSession',
    description: 'The signed-in user with balance and plan. With a session cookie the body carries the CSRF token to send as X-CSRF-Token; with an API key it is null.',
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
