import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, useCsrfToken, type Schemas } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { navigate } from '../router';
import { AuthCard, ErrorNote, formatDate, Loading, Page } from '../ui';

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
    <AuthCard title="Confirming your email address">
      {confirmed.loading && <Loading what="your link" />}
      <ErrorNote error={confirmed.error} />
      {done?.already_confirmed && (
        <p class="lead" role="status">
          {done.email} is confirmed already: this link has done its work.
        </p>
      )}
      {done && !done.already_confirmed && (
        <div role="status">
          <p class="lead">{done.email_changed ? `Your account now uses ${done.email}.` : `${done.email} is confirmed.`}</p>
          {done.credits_granted > 0 && (
            <p>
              <strong>{done.credits_granted} free credits</strong> were added to your account.
            </p>
          )}
        </div>
      )}
      <p class="switch">
        <a href="/">Go to your console</a> (sign in with your password if you are not signed in)
      </p>
    </AuthCard>
  );
}

/** Asks for a reset link; the page says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const ask = useAction(async () => setSent((await unwrap(api.POST('/api/session/forgot-password', { body: { email } }))).message));
  return (
    <AuthCard title="Forgot your password?">
      {sent ? (
        <p class="lead" role="status">
          {sent}
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void ask.run();
          }}
        >
          <p class="muted">Type the email address of your account: we send a link to choose a new password.</p>
          <label>
            Email
            <input type="email" name="email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </label>
          <ErrorNote error={ask.error} />
          <button type="submit" class="primary" disabled={ask.busy}>
            Send me a link
          </button>
        </form>
      )}
      <p class="switch">
        <a href="/sign-in">Back to sign in</a>
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
    <AuthCard title="Choose a new password">
      {done ? (
        <p class="lead" role="status">
          Your password was changed and every browser signed in to your account was signed out. <a href="/sign-in">Sign in</a> with the new one.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void reset.run();
          }}
        >
          <label>
            New password
            <input type="password" name="password" autoComplete="new-password" required minLength={10} value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          </label>
          <p class="hint">At least 10 characters; common passwords are refused.</p>
          <ErrorNote error={reset.error} />
          <button type="submit" class="primary" disabled={reset.busy}>
            Set the new password
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
        Confirm your email address with the link we sent to <strong>{session.email}</strong>: your free credits come then.{' '}
        {sent ? (
          <span>A new link is on its way.</span>
        ) : (
          <button type="button" disabled={resend.busy} onClick={() => void resend.run()}>
            Send the link again
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
      <h2 id="password-heading">Password</h2>
      <label>
        Current password
        <input type="password" name="current-password" autoComplete="current-password" required value={current} onInput={(e) => setCurrent(e.currentTarget.value)} />
      </label>
      <label>
        New password
        <input type="password" name="new-password" autoComplete="new-password" required minLength={10} value={replacement} onInput={(e) => setReplacement(e.currentTarget.value)} />
      </label>
      <ErrorNote error={change.error} />
      {ended !== undefined && (
        <p role="status">
          Password changed. {ended === 0 ? 'No other browser was signed in' : ended === 1 ? 'One other browser was signed out' : `${ended} other browsers were signed out`}; a notice went to your email address.
        </p>
      )}
      <button type="submit" disabled={change.busy}>
        Change password
      </button>
    </form>
  );
}

function ChangeEmail({ session }: { session: Schemas['Session'] }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState('');
  const change = useAction(async () => {
    setPending((await unwrap(api.POST('/api/account/email', { body: { email, password } }))).message);
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
      <h2 id="email-heading">Email address</h2>
      <p class="muted">
        Now: <strong>{session.email}</strong> ({session.email_verified ? 'confirmed' : 'not confirmed yet'}).
      </p>
      <label>
        New email address
        <input type="email" name="new-email" autoComplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      </label>
      <label>
        Your password
        <input type="password" name="email-password" autoComplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <ErrorNote error={change.error} />
      {pending && <p role="status">{pending}</p>}
      <button type="submit" disabled={change.busy}>
        Change email address
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
      <h2 id="export-heading">Your data</h2>
      <p class="muted">
        One zip of everything your account holds: characters with their references, scenes, storybooks, comics with their PDF, CBZ and EPUB, brand kits, your credit
        history as CSV and your API keys&apos; details. We email you when it is ready; it is kept for 7 days.
      </p>
      {shown?.status === 'preparing' && <p role="status">Preparing your export… you can leave this page; we email you when it is ready.</p>}
      {shown?.status === 'ready' && shown.download_url && (
        <p role="status">
          <a class="button primary" href={shown.download_url} download="">
            Download your export
          </a>{' '}
          ({Math.max(1, Math.round((shown.size_bytes ?? 0) / 1024))} KB, until {formatDate(shown.expires_at)})
        </p>
      )}
      {shown?.status === 'failed' && <p class="error-text">The last export could not be made: {shown.error}</p>}
      <ErrorNote error={start.error} />
      {shown?.status !== 'preparing' && shown?.status !== 'ready' && (
        <button type="submit" disabled={start.busy}>
          Export my data
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
    if (!window.confirm('Delete your account and everything in it? This cannot be undone.')) return;
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
      <h2 id="delete-heading">Delete your account</h2>
      <p>
        Your characters, scenes, storybooks, comics, brand kits, exports, API keys and sign-ins are deleted; work that is running is stopped and its unused credits
        refunded; credits left on the account are lost. Export your data first if you want to keep it.
      </p>
      {session.plan !== 'free' && (
        <p>
          Your <strong>{session.plan}</strong> plan ends with the account: its subscription is cancelled at once and no further payment is taken (the period already
          paid is not refunded).
        </p>
      )}
      <label>
        Type your email address ({session.email})
        <input name="confirm-email" autoComplete="off" required value={confirm} onInput={(e) => setConfirm(e.currentTarget.value)} />
      </label>
      <label>
        Your password
        <input type="password" name="delete-password" autoComplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      <ErrorNote error={remove.error} />
      <button type="submit" class="danger" disabled={remove.busy || confirm.trim().toLowerCase() !== session.email}>
        Delete my account
      </button>
    </form>
  );
}

/** Account settings: address, password, export and deletion. */
export function AccountPage({ session, refresh }: { session: Schemas['Session']; refresh: () => void }) {
  return (
    <Page title="Account">
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
    <AuthCard title="Your account is being deleted">
      <p class="lead" role="status">
        Your keys and sign-ins have ended, and everything in your account is being deleted. A last email confirms it.
      </p>
      <p class="switch">
        <a href="/sign-up">Create a new account</a>
      </p>
    </AuthCard>
  );
}
