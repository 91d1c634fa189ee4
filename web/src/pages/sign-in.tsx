import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { useAction } from '../hooks';
import { ErrorNote } from '../ui';

/** Sign in, or sign up (mode), with email and password; the session then lives in an HttpOnly cookie. */
export function SignInPage({ mode, onSignedIn }: { mode: 'sign-in' | 'sign-up'; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signingUp = mode === 'sign-up';
  const submit = useAction(async () => {
    const body = { email, password };
    await unwrap(signingUp ? api.POST('/api/session/sign-up', { body }) : api.POST('/api/session', { body }));
    onSignedIn();
  });
  return (
    <main id="main" class="auth">
      <div class="auth-card">
        <p class="brand">Likeness</p>
        <h1>{signingUp ? 'Create your account' : 'Sign in'}</h1>
        <p class="muted">{signingUp ? 'Consistent characters for your scenes, storybooks and comics. New accounts start with free credits.' : 'Manage your characters, comics, credits and API keys.'}</p>
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
              New here? <a href="/sign-up">Create an account</a>
            </>
          )}
        </p>
      </div>
    </main>
  );
}
