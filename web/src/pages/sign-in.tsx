import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { Captcha } from '../captcha';
import { useAction, useLoad } from '../hooks';
import { rich, t } from '../i18n';
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
  const [accepted, setAccepted] = useState(false);
  const submit = useAction(async () => {
    const body = { email, password };
    if (signingUp) {
      await unwrap(api.POST('/api/session/sign-up', { body: { ...body, ...(captcha ? { captcha_token: captchaToken } : {}) } }));
      setAccepted(true);
      return;
    }
    await unwrap(api.POST('/api/session', { body }));
    onSignedIn();
  });
  if (signingUp && accepted) {
    return (
      <AuthCard title={t('auth.checkEmail')}>
        <p class="lead" role="status">
          {t('auth.signUpAccepted', { email: email.trim() })}
        </p>
        <p class="muted">{t('auth.nothingCame')}</p>
        <p class="switch">
          <a href="/sign-in">{t('auth.backToSignIn')}</a>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={signingUp ? t('auth.createTitle') : t('auth.signIn')}>
      <p class="muted">
        {signingUp
          ? options.data?.signup_credits
            ? t('auth.signUpLeadCredits', { credits: options.data.signup_credits })
            : t('auth.signUpLead')
          : t('auth.signInLead')}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <label>
          {t('common.email')}
          <input type="email" name="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          {t('common.password')}
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
        {signingUp && <p class="hint">{t('common.passwordRule')}</p>}
        {captcha && <Captcha widget={captcha} onToken={setCaptchaToken} onError={setCaptchaError} />}
        <ErrorNote error={captchaError} />
        <ErrorNote error={submit.error} />
        <button type="submit" class="primary" disabled={submit.busy}>
          {submit.busy ? t('auth.wait') : signingUp ? t('auth.createAccount') : t('auth.signIn')}
        </button>
      </form>
      <p class="switch">
        {signingUp ? (
          rich('auth.haveAccount', {}, { link: (words) => <a href="/sign-in">{words}</a> })
        ) : (
          <>
            {rich('auth.newHere', {}, { link: (words) => <a href="/sign-up">{words}</a> })} · <a href="/forgot-password">{t('auth.forgotTitle')}</a>
          </>
        )}
      </p>
    </AuthCard>
  );
}
