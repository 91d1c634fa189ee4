import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { Captcha } from '../captcha';
import { useAction, useLoad } from '../hooks';
import { AuthCard, ErrorNote } from '../ui';

/**
 * Sign in, or sign up (mode), with email and password; the session then lives in an HttpOnly cookie. A sign-up signs
 * nobody in: the page says to check the email, whose link confirms the address; then the password signs in (the API
 * answers the same whether or not the address has an account).
 */
export function SignInPage({ mode, onSignedIn }: { mode: 'sign-in' | 'sign-up'; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaError, setCaptchaError] = useState<Error>();
  const signingUp = mode === 'sign-up';
  const options = useLoad(async () => (signingUp ? unwrap(api.GET('/api/session/options')) : undefined), [signingUp]);
  const captcha = options.data?.captcha;
  const [accepted, setAccepted] = useState('');
  const submit = useAction(async () => {
    const body = { email, password };
    if (signingUp) {
      setAccepted((await unwrap(api.POST('/api/session/sign-up', { body: { ...body, ...(captcha ? { captcha_token: captchaToken } : {}) } }))).message);
      return;
    }
    await unwrap(api.POST('/api/session', { body }));
    onSignedIn();
  });
  if (signingUp && accepted) {
    return (
      <AuthCard title="Check your email">
        <p class="lead" role="status">
          {accepted}
        </p>
        <p class="muted">Nothing came? Look in your spam folder; the link works for 24 hours.</p>
        <p class="switch">
          <a href="/sign-in">Back to sign in</a>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={signingUp ? 'Create your account' : 'Sign in'}>
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
    </AuthCard>
  );
}
