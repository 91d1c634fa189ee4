import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, useCsrfToken, type Schemas } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { navigate } from '../router';
import { ACCOUNTS } from '../../../src/config/pricing';
import { rich, t } from '../i18n';
import { LanguagePicker } from '../language-picker';
import { AuthCard, ErrorNote, formatDate, Loading, Page, planName } from '../ui';

/** The token of an emailed link (`?token=…`), read once and kept out of the address bar and the Referer after that. */
function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  useEffect(() => window.history.replaceState(null, '', window.location.pathname), []);
  return token;
}

/**
 * Follows an emailed confirmation link: the address is confirmed (or changed) and any sign-up credits are granted; it
 * signs nobody in (the person who chose the password signs in with it). Opened again, it says it is confirmed already.
 */
export function ConfirmEmailPage({ onConfirmed }: { onConfirmed: () => void }) {
  const token = useLinkToken();
  const confirmed = useLoad(() => unwrap(api.POST('/api/session/confirm-email', { body: { token } })), [token]);
  useEffect(() => {
    if (confirmed.data) onConfirmed();
  }, [confirmed.data]);
  const done = confirmed.data;
  return (
    <AuthCard title={t('auth.confirmingTitle')}>
      {confirmed.loading && <Loading text={t('auth.loadingLink')} />}
      <ErrorNote error={confirmed.error} />
      {done?.already_confirmed && (
        <p class="lead" role="status">
          {t('auth.alreadyConfirmed', { email: done.email })}
        </p>
      )}
      {done && !done.already_confirmed && (
        <div role="status">
          <p class="lead">{done.email_changed ? t('auth.emailChanged', { email: done.email }) : t('auth.emailConfirmed', { email: done.email })}</p>
          {done.credits_granted > 0 && <p>{rich('auth.creditsGranted', { credits: done.credits_granted }, { b: (words) => <strong>{words}</strong> })}</p>}
        </div>
      )}
      <p class="switch">
        {rich('auth.goToConsole', {}, { link: (words) => <a href="/">{words}</a> })}
      </p>
    </AuthCard>
  );
}

/** Asks for a reset link; the page says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const ask = useAction(async () => {
    await unwrap(api.POST('/api/session/forgot-password', { body: { email } }));
    setSent(true);
  });
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      {sent ? (
        <p class="lead" role="status">
          {t('auth.resetSent', { minutes: ACCOUNTS.linkLifetimeMs.resetPassword / 60_000 })}
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void ask.run();
          }}
        >
          <p class="muted">{t('auth.forgotLead')}</p>
          <label>
            {t('common.email')}
            <input type="email" name="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </label>
          <ErrorNote error={ask.error} />
          <button type="submit" class="primary" disabled={ask.busy}>
            {t('auth.sendLink')}
          </button>
        </form>
      )}
      <p class="switch">
        <a href="/sign-in">{t('auth.backToSignIn')}</a>
      </p>
    </AuthCard>
  );
}

/** Chooses a new password with the token of an emailed reset link. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const reset = useAction(async () => {
    await unwrap(api.POST('/api/session/reset-password', { body: { token, password } }));
    setDone(true);
  });
  return (
    <AuthCard title={t('auth.resetTitle')}>
      {done ? (
        <p class="lead" role="status">
          {rich('auth.passwordReset', {}, { link: (words) => <a href="/sign-in">{words}</a> })}
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void reset.run();
          }}
        >
          <label>
            {t('common.newPassword')}
            <input type="password" name="password" autoComplete="new-password" required minLength={10} value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          </label>
          <p class="hint">{t('common.passwordRule')}</p>
          <ErrorNote error={reset.error} />
          <button type="submit" class="primary" disabled={reset.busy}>
            {t('auth.setPassword')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

/** Shown on every page until the address is confirmed: the sign-up credits wait for it. */
export function ConfirmEmailBanner({ session }: { session: Schemas['Session'] }) {
  const [sent, setSent] = useState(false);
  const resend = useAction(async () => {
    await unwrap(api.POST('/api/account/verification'));
    setSent(true);
  });
  if (session.email_verified) return null;
  return (
    <div class="note confirm-banner" role="status">
      <p>
        {rich('account.confirmBanner', { email: session.email }, { b: (words) => <strong>{words}</strong> })}{' '}
        {sent ? (
          <span>{t('account.linkOnItsWay')}</span>
        ) : (
          <button type="button" disabled={resend.busy} onClick={() => void resend.run()}>
            {t('account.sendAgain')}
          </button>
        )}
      </p>
      <ErrorNote error={resend.error} />
    </div>
  );
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [replacement, setReplacement] = useState('');
  const [ended, setEnded] = useState<number>();
  const change = useAction(async () => {
    const changed = await unwrap(api.POST('/api/account/password', { body: { current_password: current, new_password: replacement } }));
    setEnded(changed.other_sessions_ended);
    setCurrent('');
    setReplacement('');
  });
  return (
    <form
      class="form"
      aria-labelledby="password-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void change.run();
      }}
    >
      <h2 id="password-heading">{t('common.password')}</h2>
      <label>
        {t('account.currentPassword')}
        <input type="password" name="current-password" autoComplete="current-password" required value={current} onInput={(e) => setCurrent(e.currentTarget.value)} />
      </label>
      <label>
        {t('common.newPassword')}
        <input type="password" name="new-password" autoComplete="new-password" required minLength={10} value={replacement} onInput={(e) => setReplacement(e.currentTarget.value)} />
      </label>
      <ErrorNote error={change.error} />
      {ended !== undefined && (
        <p role="status">
          {t('account.passwordChanged', { ended })}
        </p>
      )}
      <button type="submit" disabled={change.busy}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}

function ChangeEmail({ session }: { session: Schemas['Session'] }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState('');
  const change = useAction(async () => {
    setPending((await unwrap(api.POST('/api/account/email', { body: { email, password } }))).pending_email);
    setPassword('');
  });
  return (
    <form
      class="form"
      aria-labelledby="email-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void change.run();
      }}
    >
      <h2 id="email-heading">{t('account.emailHeading')}</h2>
      <p class="muted">
        {rich(session.email_verified ? 'account.emailNowConfirmed' : 'account.emailNowUnconfirmed', { email: session.email }, { b: (words) => <strong>{words}</strong> })}
      </p>
      <label>
        {t('account.newEmail')}
        <input type="email" name="new-email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      </label>
      <label>
        {t('common.yourPassword')}
        <input type="password" name="email-password" autoComplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <ErrorNote error={change.error} />
      {pending && <p role="status">{t('account.emailPending', { email: pending })}</p>}
      <button type="submit" disabled={change.busy}>
        {t('account.changeEmail')}
      </button>
    </form>
  );
}

/** The current export: started here, followed while it is prepared, downloaded while it is kept. */
function Export() {
  const latest = useLoad(async () => (await unwrap(api.GET('/api/account/exports'))).exports[0], []);
  const [made, setMade] = useState<Schemas['AccountExport']>();
  const start = useAction(async () => setMade(await unwrap(api.POST('/api/account/export'))));
  const shown = made ?? latest.data;
  useEffect(() => {
    if (shown?.status !== 'preparing') return undefined;
    const timer = setTimeout(() => void unwrap(api.GET('/api/account/exports/{id}', { params: { path: { id: shown.id } } })).then(setMade), 1000);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <form
      class="form"
      id="export"
      aria-labelledby="export-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void start.run();
      }}
    >
      <h2 id="export-heading">{t('account.dataHeading')}</h2>
      <p class="muted">{t('account.dataLead')}</p>
      {shown?.status === 'preparing' && <p role="status">{t('account.preparing')}</p>}
      {shown?.status === 'ready' && shown.download_url && (
        <p role="status">
          <a class="button primary" href={shown.download_url} download="">
            {t('account.downloadExport')}
          </a>{' '}
          {t('account.exportKept', { kb: Math.max(1, Math.round((shown.size_bytes ?? 0) / 1024)), until: formatDate(shown.expires_at) })}
        </p>
      )}
      {shown?.status === 'failed' && <p class="error-text">{t('account.exportFailed', { error: shown.error ?? '' })}</p>}
      <ErrorNote error={start.error} />
      {shown?.status !== 'preparing' && shown?.status !== 'ready' && (
        <button type="submit" disabled={start.busy}>
          {t('account.exportData')}
        </button>
      )}
    </form>
  );
}

/** Deleting the account: the person types the address and the password, and confirms once more. */
function DeleteAccount({ session, onDeleted }: { session: Schemas['Session']; onDeleted: () => void }) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const remove = useAction(async () => {
    if (!window.confirm(t('account.deleteConfirm'))) return;
    await unwrap(api.DELETE('/api/account', { body: { confirm, password } }));
    useCsrfToken(null);
    onDeleted();
  });
  return (
    <form
      class="form danger-zone"
      aria-labelledby="delete-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void remove.run();
      }}
    >
      <h2 id="delete-heading">{t('account.deleteHeading')}</h2>
      <p>{t('account.deleteLead')}</p>
      {session.plan !== 'free' && <p>{rich('account.deletePlan', { plan: planName(session.plan) }, { b: (words) => <strong>{words}</strong> })}</p>}
      <label>
        {t('account.typeEmail', { email: session.email })}
        <input name="confirm-email" autoComplete="off" required value={confirm} onInput={(e) => setConfirm(e.currentTarget.value)} />
      </label>
      <label>
        {t('common.yourPassword')}
        <input type="password" name="delete-password" autoComplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <ErrorNote error={remove.error} />
      <button type="submit" class="danger" disabled={remove.busy || confirm.trim().toLowerCase() !== session.email}>
        {t('account.deleteAccount')}
      </button>
    </form>
  );
}

/** Account settings: address, password, export and deletion. */
export function AccountPage({ session, refresh }: { session: Schemas['Session']; refresh: () => void }) {
  return (
    <Page title={t('account.title')}>
      <section class="form card" aria-labelledby="language-heading">
        <h2 id="language-heading">{t('common.language')}</h2>
        <p class="muted">{t('account.languageLead')}</p>
        <LanguagePicker signedIn />
      </section>
      <ChangeEmail session={session} />
      <ChangePassword />
      <Export />
      <DeleteAccount
        session={session}
        onDeleted={() => {
          navigate('/account-deleted');
          refresh();
        }}
      />
    </Page>
  );
}

/** What a person sees once the deletion is under way (they are signed out). */
export function AccountDeletedPage() {
  return (
    <AuthCard title={t('account.deletedTitle')}>
      <p class="lead" role="status">
        {t('account.deletedLead')}
      </p>
      <p class="switch">
        <a href="/sign-up">{t('account.createNew')}</a>
      </p>
    </AuthCard>
  );
}
