import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { Captcha } from '../captcha';
import { useAction, useLoad } from '../hooks';
import { ErrorNote } from '../ui';

/** Sign in, or sign up (mode), with email and password; the session then lives in an HttpOnly cookie. */
export function SignInPage({ mode, onSignedIn }: { mode: 'sign-in' | 'sign-up'; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaError, setCaptchaError] = useState<Error>();
  const signingUp = mode === 'sign-up';
  const options = useLoad(async () => (signingUp ? unwrap(api.GET('/api/session/options')) : undefined), [signingUp]);
  const captcha = options.data?.captcha;
  const submit = useAction(async () => {
    const body = { email, password };
    await unwrap(signingUp ? api.POST('/api/session/sign-up', { body: { ...body, ...(captcha ? { captcha_token: captchaToken } : {}) } }) : api.POST('/api/session', { body }));
    onSignedIn();
  });
  return (
    <main id="main" class="auth">
      <div class="auth-card">
        <p class="brand">Likeness</p>
        <h1>{signingUp ? 'Create your account' : 'Sign in'}</h1>
        <p class="muted">
          {signingUp
            ? `Consistent characters for your scenes, storybooks and comics. We email you a link to confirm your address${options.data?.signup_credits ? `; your ${options.data.signup_credits} free credits come then` : ''}.`
            : 'Manage your characters, comics, credits and API keys.'}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit.run();
          }}
        >
          <label>
            Email
            <input type="email" name="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </label>
          <label>
            Password
            <input
              type="password"
              name="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
              minLength={signingUp ? 10 : 1}
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </label>
          {signingUp && <p class="hint">At least 10 characters; common passwords are refused.</p>}
          {captcha && <Captcha widget={captcha} onToken={setCaptchaToken} onError={setCaptchaError} />}
          <ErrorNote error={captchaError} />
          <ErrorNote error={submit.error} />
          <button type="submit" class="primary" disabled={submit.busy}>
            {submit.busy ? 'Please wait…' : signingUp ? 'Create account' : 'Sign in'}
          </button>
        </form>
        <p class="switch">
          {signingUp ? (
            <>
              Already have an account? <a href="/sign-in">Sign in</a>
            </>
          ) : (
            <>
              New here? <a href="/sign-up">Create an account</a> · <a href="/forgot-password">Forgot your password?</a>
            </>
          )}
        </p>
      </div>
    </main>
  );
}
