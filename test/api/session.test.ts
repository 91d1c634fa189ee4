import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { loadConfig } from '../../src/config/env';
import { AppError } from '../../src/errors';
import { ConsoleAccounts } from '../../src/services/console-accounts';
import { SignInThrottle } from '../../src/services/sign-in-throttle';
import { DEFAULTS, LIMITS } from '../../src/config/pricing';
import { runCliCommand } from '../support/cli';
import { call, RequestOptions } from '../support/http';
import { startSideApi } from '../support/side-services';
import { getTestStack, TestStack } from '../support/stack';
import { linkIn, waitForMail } from '../support/mailbox';
import { createTestUser, signUpAndSignIn } from '../support/users';

const PASSWORD = 'a long enough secret';
/**
 * Other loopback addresses (all of 127.0.0.0/8 is this machine), for attempts whose per-address count must be their
 * own: the counts live in the stack's database, and every other test signs in from 127.0.0.1.
 */
const OWN_ADDRESSES = { perAddress: '127.0.0.2', acrossProcesses: '127.0.0.3', signUps: '127.0.0.4', refusedSignUps: '127.0.0.5' };

/** A JSON POST sent from `localAddress`; resolves with the status, the headers and the JSON body. */
function postFrom(baseUrl: string, path: string, body: unknown, headers: Record<string, string>, localAddress?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method: 'POST', localAddress, headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : undefined }));
    });
    request.once('error', reject);
    request.end(payload);
  });
}

function newEmail(): string {
  return `console-${crypto.randomBytes(5).toString('hex')}@example.test`;
}

/** The session cookie's `name=value` from a Set-Cookie header. */
function cookieOf(setCookie: string | null): string {
  assert.ok(setCookie, 'a Set-Cookie header is sent');
  return setCookie.split(';')[0];
}

describe('console sessions: sign-up, sign-in, cookies and CSRF', () => {
  let stack: TestStack;
  const api = (method: string, path: string, options: RequestOptions = {}) => call(stack.baseUrl, method, path, options);
  const withCookie = (cookie: string, csrf?: string) => ({ Cookie: cookie, ...(csrf ? { 'X-CSRF-Token': csrf } : {}) });

  before(async () => {
    stack = await getTestStack();
  });

  /** Signs up from this file's own address (sign-ups are limited per address, and other files sign up from 127.0.0.1), then signs in. */
  async function signUp(email = newEmail()) {
    const browser = await signUpAndSignIn(stack.baseUrl, email, PASSWORD, OWN_ADDRESSES.signUps);
    return { email, cookie: browser.cookie, csrf: browser.csrf };
  }

  it('signs up without signing in; the emailed link confirms the address (signing nobody in); the password then signs in, in an HttpOnly SameSite=Lax cookie, on the free plan with the sign-up credits', async () => {
    const email = newEmail();
    const res = await postFrom(stack.baseUrl, '/api/session/sign-up', { email: email.toUpperCase(), password: PASSWORD }, {}, OWN_ADDRESSES.signUps);
    assert.equal(res.status, 202);
    assert.deepEqual(res.body, { accepted: true, message: `Check your email: we sent a message to ${email} with the next step. Follow its link to confirm the address, then sign in.` });
    assert.equal(res.headers['set-cookie'], undefined, 'no session before the address is confirmed');

    const { token } = linkIn(await waitForMail(stack.mailbox, email, /Confirm your email address/), '/verify-email');
    const confirmed = await api('POST', '/api/session/confirm-email', { body: { token } });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.deepEqual(confirmed.body, { confirmed: true, email, email_changed: false, credits_granted: DEFAULTS.signupCredits, already_confirmed: false });
    assert.equal(confirmed.headers.get('set-cookie'), null, 'the link signs nobody in: whoever follows it may not be who chose the password');

    const signedIn = await api('POST', '/api/session', { body: { email, password: PASSWORD } });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /^likeness_session=[A-Za-z0-9_-]{40,};/);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Lax/);
    assert.doesNotMatch(setCookie, /Secure/, 'not Secure on an http base URL');
    assert.match(setCookie, /Max-Age=259\d{4}/, 'lives 30 days');
    const session = await api('GET', '/api/session', { headers: withCookie(cookieOf(setCookie)) });
    assert.deepEqual(
      { email: session.body.email, plan: session.body.plan, credits: session.body.credits, verified: session.body.email_verified, via: session.body.signed_in_with },
      { email, plan: 'free', credits: DEFAULTS.signupCredits, verified: true, via: 'session' },
    );

    const again = await api('POST', '/api/session/confirm-email', { body: { token } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body, { confirmed: true, email, email_changed: false, credits_granted: 0, already_confirmed: true }, 'opened twice: already confirmed');
    assert.equal(again.headers.get('set-cookie'), null, 'a used link signs nobody in');
  });

  it('sign-up tells nobody which addresses have accounts: the same answer for a taken address, whose owner is emailed instead; weak and common passwords are refused with 400s that name the rule', async () => {
    const signUpFromOwnAddress = (body: unknown) => postFrom(stack.baseUrl, '/api/session/sign-up', body, {}, OWN_ADDRESSES.refusedSignUps);
    const short = await signUpFromOwnAddress({ email: newEmail(), password: 'short' });
    assert.equal(short.status, 400);
    assert.match(short.body.error, /at least 10 characters/);
    const common = await signUpFromOwnAddress({ email: newEmail(), password: 'Password123' });
    assert.equal(common.status, 400);
    assert.match(common.body.error, /common/);

    const { email } = await signUp();
    const fresh = newEmail();
    const answers = [await signUpFromOwnAddress({ email: fresh, password: PASSWORD }), await signUpFromOwnAddress({ email, password: 'another passphrase 1' })];
    const seen = (answer: (typeof answers)[number], address: string) => ({ status: answer.status, body: { ...answer.body, message: answer.body.message.replace(address, 'ADDRESS') }, cookie: answer.headers['set-cookie'] });
    assert.deepEqual(seen(answers[1], email), seen(answers[0], fresh), 'a taken address gets the answer a new one gets');
    assert.equal(answers[1].status, 202);

    const attempt = await waitForMail(stack.mailbox, email, /Someone tried to sign up/);
    assert.equal(linkIn(attempt, '/sign-in').url, `${stack.config.publicBaseUrl}/sign-in`);
    assert.ok(linkIn(attempt, '/forgot-password'), 'the owner is offered a password reset');
    assert.equal((await api('POST', '/api/session', { body: { email, password: 'another passphrase 1' } })).status, 401, 'the taken account keeps its password');
    assert.equal((await api('POST', '/api/session', { body: { email, password: PASSWORD } })).status, 200);
    await waitForMail(stack.mailbox, fresh, /Confirm your email address/);
  });

  it('a session cookie works on every /api route; changes need the CSRF header (403 without, 403 with a wrong one)', async () => {
    const { cookie, csrf } = await signUp();
    const session = await api('GET', '/api/session', { headers: withCookie(cookie) });
    assert.equal(session.status, 200);
    assert.equal(session.body.csrf_token, csrf);
    assert.equal((await api('GET', '/api/characters', { headers: withCookie(cookie) })).status, 200);

    const noCsrf = await api('POST', '/api/api-keys', { headers: withCookie(cookie), body: { name: 'forged' } });
    assert.equal(noCsrf.status, 403);
    assert.match(noCsrf.body.error, /X-CSRF-Token/);
    const wrongCsrf = await api('POST', '/api/api-keys', { headers: withCookie(cookie, 'x'.repeat(43)), body: { name: 'forged' } });
    assert.equal(wrongCsrf.status, 403);
    const keys = await api('GET', '/api/api-keys', { headers: withCookie(cookie) });
    assert.equal(keys.body.keys.length, 0, 'no key was made by the forged requests');

    const created = await api('POST', '/api/api-keys', { headers: withCookie(cookie, csrf), body: { name: 'console' } });
    assert.equal(created.status, 201);
    const byKey = await api('GET', '/api/session', { key: created.body.key });
    assert.equal(byKey.body.signed_in_with, 'api_key');
    assert.equal(byKey.body.csrf_token, null);
  });

  it('signs in with the right password only, with one message for either mistake, and signs out for good', async () => {
    const { email } = await signUp();
    const wrongPassword = await api('POST', '/api/session', { body: { email, password: 'not the password' } });
    const unknownEmail = await api('POST', '/api/session', { body: { email: newEmail(), password: PASSWORD } });
    assert.equal(wrongPassword.status, 401);
    assert.equal(unknownEmail.status, 401);
    assert.equal(wrongPassword.body.error, unknownEmail.body.error);

    const signedIn = await api('POST', '/api/session', { body: { email, password: PASSWORD } });
    assert.equal(signedIn.status, 200);
    const cookie = cookieOf(signedIn.headers.get('set-cookie'));
    const signOutWithoutCsrf = await api('DELETE', '/api/session', { headers: withCookie(cookie) });
    assert.equal(signOutWithoutCsrf.status, 403);
    const signedOut = await api('DELETE', '/api/session', { headers: withCookie(cookie, signedIn.body.csrf_token) });
    assert.equal(signedOut.status, 200);
    assert.match(signedOut.headers.get('set-cookie') ?? '', /likeness_session=; .*Max-Age=0/);
    const after = await api('GET', '/api/session', { headers: withCookie(cookie) });
    assert.equal(after.status, 401);
    assert.match(after.body.error, /sign in again/);
  });

  it('rate-limits failed sign-ins per email with 429 and Retry-After, even for the right password', async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await api('POST', '/api/session', { body: { email, password: `wrong password ${attempt}` } });
      assert.equal(failed.status, 401);
    }
    const limited = await api('POST', '/api/session', { body: { email, password: PASSWORD } });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });

  it('limits failed sign-ins per address by the connection, not by an X-Forwarded-For the client wrote; behind TRUST_PROXY by the entry the proxy appended', async () => {
    const { perAddress } = LIMITS.signInFailures;
    const proxied = await startSideApi(stack, { config: { trustProxy: true } });
    try {
      const failSignIn = async (baseUrl: string, forwardedFor: string, from?: string) =>
        (await postFrom(baseUrl, '/api/session', { email: newEmail(), password: 'wrong password' }, { 'X-Forwarded-For': forwardedFor }, from)).status;
      const own = OWN_ADDRESSES.perAddress;
      for (let attempt = 0; attempt < perAddress; attempt += 1) assert.equal(await failSignIn(stack.baseUrl, `198.51.100.${attempt}`, own), 401);
      assert.equal(await failSignIn(stack.baseUrl, '198.51.100.250', own), 429, 'a new X-Forwarded-For does not make a new address');

      for (let attempt = 0; attempt < perAddress; attempt += 1) assert.equal(await failSignIn(proxied.baseUrl, `198.51.100.${attempt}, 203.0.113.7`), 401);
      assert.equal(await failSignIn(proxied.baseUrl, '198.51.100.251, 203.0.113.7'), 429, 'the client-written entries before the proxy\'s are ignored');
      assert.equal(await failSignIn(proxied.baseUrl, '203.0.113.8'), 401, 'another client behind the proxy is not limited');
    } finally {
      await proxied.close();
    }
  });

  it('holds one limit across API processes: failures made on one count on the other', async () => {
    const { perEmail } = LIMITS.signInFailures;
    const second = await startSideApi(stack);
    try {
      const { email } = await signUp();
      const apis = [stack.baseUrl, second.baseUrl];
      const signIn = (baseUrl: string, password: string) => postFrom(baseUrl, '/api/session', { email, password }, {}, OWN_ADDRESSES.acrossProcesses);
      for (let attempt = 0; attempt < perEmail; attempt += 1) {
        assert.equal((await signIn(apis[attempt % 2], `wrong password ${attempt}`)).status, 401, `attempt ${attempt + 1}`);
      }
      for (const baseUrl of apis) {
        const limited = await signIn(baseUrl, PASSWORD);
        assert.equal(limited.status, 429, `${baseUrl} refuses the right password too`);
        const retryAfter = Number(limited.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= LIMITS.signInFailures.windowMs / 1000, `Retry-After ${retryAfter}`);
      }
    } finally {
      await second.close();
    }
  });

  it('an operator-made user signs in with the password given to `users create --password`', async () => {
    const email = newEmail();
    const printed = JSON.parse(await runCliCommand(stack, ['users', 'create', '--email', email, '--password', PASSWORD, '--credits', '4', '--json']));
    assert.match(printed.api_key, /^lk_live_/);
    const signedIn = await api('POST', '/api/session', { body: { email, password: PASSWORD } });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.credits, 4);
  });

  it('SIGNUP_MODE invite or closed refuses sign-up with 403; anything else is a configuration error', async () => {
    for (const mode of ['invite', 'closed'] as const) {
      const { services, dataSource } = stack;
      const accounts = new ConsoleAccounts(dataSource, services.users, services.sessions, services.ledger, new SignInThrottle(dataSource), loadConfig({ SIGNUP_MODE: mode }).signup);
      await assert.rejects(accounts.signUp({ email: newEmail(), password: PASSWORD, address: '127.0.0.1' }), (error: AppError) => error.status === 403 && /invitation|closed/.test(error.message));
    }
    assert.throws(() => loadConfig({ SIGNUP_MODE: 'sometimes' }), /SIGNUP_MODE must be one of open, invite, closed/);
    assert.equal(loadConfig({ SIGNUP_CREDITS: '3' }).signup.credits, 3);
  });

  it('GET /api/credits/history pages the ledger newest first and validates its query', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    await stack.services.users.grant(user.id, 2, 'second grant');
    await stack.services.users.grant(user.id, 3, 'third grant');
    const first = await api('GET', '/api/credits/history?limit=2', { key: user.key });
    assert.equal(first.status, 200);
    assert.equal(first.body.total, 3);
    assert.deepEqual(first.body.entries.map((e: { description: string }) => e.description), ['third grant', 'second grant']);
    assert.deepEqual(first.body.entries.map((e: { balance_after: number }) => e.balance_after), [10, 7]);
    const next = await api('GET', '/api/credits/history?limit=2&offset=2', { key: user.key });
    assert.deepEqual(next.body.entries.map((e: { description: string }) => e.description), ['opening balance']);
    assert.equal((await api('GET', '/api/credits/history?limit=500', { key: user.key })).status, 400);
    assert.equal((await api('GET', '/api/credits/history')).status, 401);
  });
});
