import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNTS, DEFAULTS } from '../../src/config/pricing';
import { clientNetwork } from '../../src/services/request-counts';
import { createReadyCharacter } from '../support/characters';
import { call, callFrom, type ApiResponse, type RequestOptions } from '../support/http';
import { linkIn, waitForMail, type CaughtMail } from '../support/mailbox';
import { startSideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { signUpAndSignIn, type ConsoleBrowser as Browser } from '../support/users';

const PASSWORD = 'a long enough secret';
/** Loopback addresses of this file's own (all of 127/8 is this machine): sign-up limits count per address. */
const OWN_ADDRESSES = { signUps: '127.0.0.33', farm: '127.0.0.40', resets: '127.0.0.41', captcha: '127.0.0.42' };

const newEmail = (what = 'account') => `${what}-${crypto.randomBytes(5).toString('hex')}@example.test`;

describe('account area: verified sign-ups, links by email through SMTP, passwords, email changes', function () {
  this.timeout(120_000);
  let stack: TestStack;
  const api = (method: string, path: string, options: RequestOptions = {}) => call(stack.baseUrl, method, path, options);
  const asBrowser = (browser: Browser, csrf = true) => ({ Cookie: browser.cookie, ...(csrf ? { 'X-CSRF-Token': browser.csrf } : {}) });

  before(async () => {
    stack = await getTestStack();
  });

  /** A sign-up from this file's own address, signed in with the password before the address is confirmed. */
  const signUp = (email = newEmail()): Promise<Browser> => signUpAndSignIn(stack.baseUrl, email, PASSWORD, OWN_ADDRESSES.signUps);

  const session = async (browser: Browser) => (await api('GET', '/api/session', { headers: asBrowser(browser, false) })).body;

  async function confirm(mail: CaughtMail): Promise<ApiResponse> {
    return api('POST', '/api/session/confirm-email', { body: { token: linkIn(mail, '/verify-email').token } });
  }

  it('a new account has no credits until the link emailed through SMTP is followed; then the sign-up credits, once', async () => {
    const browser = await signUp();
    const before = await session(browser);
    assert.deepEqual({ credits: before.credits, verified: before.email_verified }, { credits: 0, verified: false });
    assert.deepEqual((await api('GET', '/api/credits/history', { headers: asBrowser(browser, false) })).body.entries, []);

    const mail = await waitForMail(stack.mailbox, browser.email, /Confirm your email address/);
    assert.equal(stack.mailbox.source, 'smtp', 'the stack sends through a real SMTP server (Mailpit)');
    assert.match(mail.text, new RegExp(`your ${DEFAULTS.signupCredits} free credits`));
    assert.match(mail.text, /works once, for 24 hours/);
    const { url, token } = linkIn(mail, '/verify-email');
    assert.ok(url.startsWith(`${stack.config.publicBaseUrl}/verify-email?token=`), url);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(mail.html.includes(url.replace(/&/g, '&#38;')), 'the HTML holds the same link as the text');
    const stored: Array<{ token_hash: string }> = await stack.dataSource.query('SELECT token_hash FROM account_tokens WHERE user_id = $1', [browser.userId]);
    assert.ok(stored.length > 0 && stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)), 'only the hash of the token is stored');

    const confirmed = await confirm(mail);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.deepEqual(confirmed.body, { confirmed: true, email: browser.email, email_changed: false, credits_granted: DEFAULTS.signupCredits, already_confirmed: false });
    const after = await session(browser);
    assert.deepEqual({ credits: after.credits, verified: after.email_verified }, { credits: DEFAULTS.signupCredits, verified: true });
    const again = await confirm(mail);
    assert.equal(again.status, 200);
    assert.equal(again.body.already_confirmed, true);
    assert.equal((await session(browser)).credits, DEFAULTS.signupCredits, 'a link followed twice grants once');
    const resend = await api('POST', '/api/account/verification', { headers: asBrowser(browser) });
    assert.equal(resend.status, 409);
  });

  it('40 sign-ups in a row from one address, spread over two API processes: 429 in words after the limit, and not one credit before an address is confirmed', async () => {
    const statuses: number[] = [];
    const created: string[] = [];
    let refusal: ApiResponse | undefined;
    const replica = await startSideApi(stack);
    try {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const baseUrl = attempt % 2 ? replica.baseUrl : stack.baseUrl;
        const email = newEmail('farm');
        const response = await callFrom(OWN_ADDRESSES.farm, baseUrl, 'POST', '/api/session/sign-up', { body: { email, password: PASSWORD } });
        statuses.push(response.status);
        if (response.status === 202) created.push(email);
        else refusal ??= response;
      }
    } finally {
      await replica.close();
    }
    const limit = stack.config.signup.perAddressPerHour;
    assert.deepEqual(statuses, [...Array<number>(limit).fill(202), ...Array<number>(40 - limit).fill(429)]);
    assert.ok(refusal);
    assert.match(refusal.body.error, /^Too many sign-ups from your network: try again in \d+ minutes?$/);
    const retryAfter = Number(refusal.headers.get('retry-after'));
    assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    const [{ credits }]: Array<{ credits: string }> = await stack.dataSource.query('SELECT COALESCE(SUM(credits), 0) AS credits FROM users WHERE email = ANY($1::text[])', [created]);
    assert.equal(Number(credits), 0, 'accounts nobody confirmed hold no credits');
    console.log(`      40 sign-ups from one address over two APIs: ${statuses.filter((s) => s === 202).length} × 202, then ${statuses.filter((s) => s === 429).length} × 429 ("${refusal.body.error}", Retry-After ${retryAfter} s); credits held by the ${created.length} new accounts: ${Number(credits)}`);
  });

  it('per-address limits count an IPv6 client by its /64 (one subscriber), an IPv4 one by its address', () => {
    assert.equal(clientNetwork('203.0.113.7'), '203.0.113.7');
    assert.equal(clientNetwork('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientNetwork('2001:db8:0:12:a:b:c:d'), '2001:db8:0:12::/64');
    assert.equal(clientNetwork('2001:db8::12:1'), clientNetwork('2001:0db8:0000:0000:0000:0000:0012:0001'));
    assert.equal(clientNetwork('2001:db8:0:12::1'), clientNetwork('2001:db8:0:12:ffff::9'));
    assert.notEqual(clientNetwork('2001:db8:0:12::1'), clientNetwork('2001:db8:0:13::1'));
    assert.equal(clientNetwork('::1'), '0:0:0:0::/64');
  });

  it('one mailbox earns the sign-up credits once: a +tag of a confirmed address earns none', async () => {
    const local = `mailbox-${crypto.randomBytes(4).toString('hex')}`;
    const first = await signUp(`${local}@example.test`);
    assert.equal((await confirm(await waitForMail(stack.mailbox, first.email, /Confirm/))).body.credits_granted, DEFAULTS.signupCredits);
    const tagged = await signUp(`${local}+second@example.test`);
    const mail = await waitForMail(stack.mailbox, tagged.email, /Confirm/);
    assert.doesNotMatch(mail.text, /free credits/, 'the email promises no credits this mailbox had before');
    const confirmed = await confirm(mail);
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.credits_granted, 0);
    assert.equal((await session(tagged)).credits, 0);
  });

  it('a confirmation link expires after 24 hours, and a new one can be asked for', async () => {
    const browser = await signUp();
    const seen = new Set<string>();
    const first = await waitForMail(stack.mailbox, browser.email, /Confirm/, seen);
    await stack.dataSource.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [browser.userId]);
    const expired = await confirm(first);
    assert.equal(expired.status, 400);
    assert.match(expired.body.error, /expired: ask for a new one/);
    const resent = await api('POST', '/api/account/verification', { headers: asBrowser(browser) });
    assert.equal(resent.status, 202, JSON.stringify(resent.body));
    const second = await waitForMail(stack.mailbox, browser.email, /Confirm/, seen);
    assert.equal((await confirm(second)).status, 200);
  });

  it('an unverified account works with API keys, but spends only credits it bought, and free model work waits for them or a confirmed address', async () => {
    const browser = await signUp();
    const key = await api('POST', '/api/api-keys', { headers: asBrowser(browser), body: { name: 'script' } });
    assert.equal(key.status, 201);
    const character = await createReadyCharacter(stack, browser.userId, 'Ivo', 'a man with a green scarf and a grey beard');
    const generate = () => api('POST', '/api/generate', { key: key.body.key, body: { character_id: character.id, prompt: 'Ivo feeds ducks', max_retries: 1, min_score: 0 } });
    const refused = await generate();
    assert.equal(refused.status, 402, 'no free credits before the address is confirmed');
    const draft = await createReadyCharacter(stack, browser.userId, 'Ida', 'a woman with a blue hat', { status: 'draft', references: false });
    const drawReferences = () => api('POST', `/api/characters/${draft.id}/references`, { key: key.body.key, body: { labels: ['front'] } });
    const freeWork = await drawReferences();
    assert.equal(freeWork.status, 403, 'free model work waits for a confirmed address or bought credits');
    assert.match(freeWork.body.error, /^Confirm your email address first/);
    await stack.services.ledger.purchase(browser.userId, `evt_${crypto.randomUUID()}`, 2, 'Credit pack "test": 2 credits');
    const paid = await generate();
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal((await drawReferences()).status, 200, 'a paying account draws reference sheets');
    assert.equal((await api('GET', '/api/credits', { key: key.body.key })).body.credits, 1);
  });

  it('forgot password: the same answer for any address, a 30-minute single-use link by email, every session ended, a notice sent', async () => {
    const browser = await signUp();
    const unknown = await callFrom(OWN_ADDRESSES.resets, stack.baseUrl, 'POST', '/api/session/forgot-password', { body: { email: newEmail('nobody') } });
    const known = await callFrom(OWN_ADDRESSES.resets, stack.baseUrl, 'POST', '/api/session/forgot-password', { body: { email: browser.email } });
    assert.equal(known.status, 202);
    assert.deepEqual(unknown, { ...unknown, status: known.status, body: known.body });
    const mail = await waitForMail(stack.mailbox, browser.email, /Reset your Likeness password/);
    assert.match(mail.text, /works once, for 30 minutes/);
    const { token } = linkIn(mail, '/reset-password');

    const weak = await api('POST', '/api/session/reset-password', { body: { token, password: 'short' } });
    assert.equal(weak.status, 400);
    const reset = await api('POST', '/api/session/reset-password', { body: { token, password: 'a brand new passphrase' } });
    assert.deepEqual([reset.status, reset.body], [200, { password_reset: true }]);
    assert.equal((await api('GET', '/api/session', { headers: asBrowser(browser, false) })).status, 401, 'the session that was open has ended');
    assert.equal((await api('POST', '/api/session', { body: { email: browser.email, password: PASSWORD } })).status, 401, 'the old password is gone');
    assert.equal((await api('POST', '/api/session', { body: { email: browser.email, password: 'a brand new passphrase' } })).status, 200);
    const reused = await api('POST', '/api/session/reset-password', { body: { token, password: 'yet another passphrase' } });
    assert.equal(reused.status, 400);
    assert.match(reused.body.error, /used already/);
    const notice = await waitForMail(stack.mailbox, browser.email, /password was changed/);
    assert.match(notice.text, /If this was not you, reset your password now at http:\/\/[^ ]+\/forgot-password/);
  });

  it('a reset link dies after 30 minutes, and reset requests are limited per address asked about', async () => {
    const browser = await signUp();
    const ask = () => callFrom(OWN_ADDRESSES.resets, stack.baseUrl, 'POST', '/api/session/forgot-password', { body: { email: browser.email } });
    assert.equal((await ask()).status, 202);
    const mail = await waitForMail(stack.mailbox, browser.email, /Reset your/);
    await stack.dataSource.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset_password'`, [browser.userId]);
    const late = await api('POST', '/api/session/reset-password', { body: { token: linkIn(mail, '/reset-password').token, password: 'a brand new passphrase' } });
    assert.equal(late.status, 400);
    assert.match(late.body.error, /expired/);
    for (let attempt = 1; attempt < ACCOUNTS.passwordResets.perEmail; attempt += 1) assert.equal((await ask()).status, 202);
    const limited = await ask();
    assert.equal(limited.status, 429);
    assert.match(limited.body.error, /^Too many password reset requests: try again in \d+ minutes?$/);
  });

  it('changing the password needs the current one, ends the other sessions and sends a notice', async () => {
    const browser = await signUp();
    const other = await api('POST', '/api/session', { body: { email: browser.email, password: PASSWORD } });
    const otherCookie = (other.headers.get('set-cookie') ?? '').split(';')[0];
    const wrong = await api('POST', '/api/account/password', { headers: asBrowser(browser), body: { current_password: 'not my password', new_password: 'another fine passphrase' } });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.error, /^current_password: this is not your password$/);
    const changed = await api('POST', '/api/account/password', { headers: asBrowser(browser), body: { current_password: PASSWORD, new_password: 'another fine passphrase' } });
    assert.deepEqual([changed.status, changed.body], [200, { changed: true, other_sessions_ended: 1 }]);
    assert.equal((await api('GET', '/api/session', { headers: { Cookie: otherCookie } })).status, 401, 'the other browser is signed out');
    assert.equal((await api('GET', '/api/session', { headers: asBrowser(browser, false) })).status, 200, 'the one that changed it stays signed in');
    await waitForMail(stack.mailbox, browser.email, /password was changed/);
  });

  it('changing the email: a link to the new address moves the account there, and the old address is told', async () => {
    const browser = await signUp();
    const newAddress = newEmail('moved');
    const asked = await api('POST', '/api/account/email', { headers: asBrowser(browser), body: { email: newAddress, password: PASSWORD } });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    assert.equal(asked.body.pending_email, newAddress);
    assert.equal((await session(browser)).email, browser.email, 'nothing changes before the new address confirms');
    const confirmed = await confirm(await waitForMail(stack.mailbox, newAddress, /Confirm your new email address/));
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.email_changed, true);
    assert.equal((await session(browser)).email, newAddress);
    const notice = await waitForMail(stack.mailbox, browser.email, /email address was changed/);
    assert.match(notice.text, /moved to the address m\*\*\*@example\.test/);
    assert.equal((await api('POST', '/api/session', { body: { email: newAddress, password: PASSWORD } })).status, 200);
    const taken = await api('POST', '/api/account/email', { headers: asBrowser(browser), body: { email: (await signUp()).email, password: PASSWORD } });
    assert.equal(taken.status, 400);
    assert.match(taken.body.error, /used by another account/);
  });

  it('with a CAPTCHA configured, sign-up is checked with the provider: missing, refused and accepted tokens', async () => {
    const verifications: URLSearchParams[] = [];
    const siteverify = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        verifications.push(form);
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(form.get('response') === 'solved' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const captcha = { provider: 'turnstile' as const, siteKey: '1x00000000000000000000AA', secret: 'turnstile-secret', verifyUrl: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify` };
    const side = await startSideApi(stack, { config: { signup: { ...stack.config.signup, captcha } } });
    try {
      const options = await call(side.baseUrl, 'GET', '/api/session/options');
      assert.deepEqual(options.body.captcha, { provider: 'turnstile', site_key: captcha.siteKey });
      const send = (token?: string) => callFrom(OWN_ADDRESSES.captcha, side.baseUrl, 'POST', '/api/session/sign-up', { body: { email: newEmail('captcha'), password: PASSWORD, ...(token ? { captcha_token: token } : {}) } });
      const missing = await send();
      assert.equal(missing.status, 400);
      assert.match(missing.body.error, /captcha_token: the CAPTCHA was not solved/);
      const refused = await send('a bot guessed');
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /not accepted \(invalid-input-response\)/);
      assert.equal((await send('solved')).status, 202);
      assert.deepEqual(verifications.map((form) => [form.get('secret'), form.get('remoteip')]), [
        ['turnstile-secret', OWN_ADDRESSES.captcha],
        ['turnstile-secret', OWN_ADDRESSES.captcha],
      ]);
    } finally {
      await side.close();
      siteverify.close();
    }
  });

  it('/metrics: not served without METRICS_TOKEN, 401 without the token, Prometheus text with it', async () => {
    const closed = await api('GET', '/metrics');
    assert.equal(closed.status, 404);
    assert.match(closed.body.error, /set METRICS_TOKEN/);
    const token = crypto.randomBytes(24).toString('hex');
    const side = await startSideApi(stack, { config: { metrics: { token, port: 0 } } });
    try {
      assert.equal((await call(side.baseUrl, 'GET', '/metrics')).status, 401);
      assert.equal((await call(side.baseUrl, 'GET', '/metrics', { headers: { Authorization: 'Bearer not-the-token' } })).status, 401);
      const served = await call(side.baseUrl, 'GET', '/metrics', { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(served.status, 200);
      assert.match(served.body, /likeness_http_request_duration_seconds/);
    } finally {
      await side.close();
    }
  });
});
