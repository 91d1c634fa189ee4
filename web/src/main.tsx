import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, useCsrfToken, type Schemas } from './api/client';
import { sessionBalance, useBalance } from './balance';
import { useLoad } from './hooks';
import { browserLanguage, isConsoleLanguage, languageWasChosen, showLanguage, t, useLanguage, type MessageKey } from './i18n';
import { LanguagePicker } from './language-picker';
import { AccountDeletedPage, AccountPage, ConfirmEmailBanner, ConfirmEmailPage, ForgotPasswordPage, ResetPasswordPage } from './pages/account';
import { ApiKeysPage } from './pages/api-keys';
import { BrandKitPage, BrandKitsPage } from './pages/brand-kits';
import { CharacterPage, CharactersPage } from './pages/characters';
import { ComicReader } from './pages/comic-reader';
import { ComicsPage } from './pages/comics';
import { CreditsPage } from './pages/credits';
import { HomePage } from './pages/home';
import { LibraryPage } from './pages/library';
import { ListingPage, MarketplacePage, MyListingsPage } from './pages/marketplace';
import { MultiScenePage, ScenePage } from './pages/scene';
import { ScenesPage } from './pages/scenes';
import { SignInPage } from './pages/sign-in';
import { StorybookPage, StorybooksPage } from './pages/storybooks';
import { WebhookPage, WebhooksPage } from './pages/webhooks';
import { interceptLinks, navigate, usePath } from './router';
import { ErrorNote, Loading } from './ui';
import './styles.css';

const NAV: Array<[string, MessageKey]> = [
  ['/', 'nav.home'],
  ['/characters', 'nav.characters'],
  ['/scenes', 'nav.scenes'],
  ['/brand-kits', 'nav.brandKits'],
  ['/library', 'nav.library'],
  ['/marketplace', 'nav.marketplace'],
  ['/comics', 'nav.comics'],
  ['/storybooks', 'nav.storybooks'],
  ['/credits', 'nav.credits'],
  ['/api-keys', 'nav.apiKeys'],
  ['/webhooks', 'nav.webhooks'],
];

function pageFor(path: string, session: Schemas['Session'], refresh: () => void) {
  const [, section, id] = path.split('/');
  switch (`/${section}`) {
    case '/api-keys':
      return <ApiKeysPage />;
    case '/credits':
      return <CreditsPage session={session} />;
    case '/characters':
      return id ? <CharacterPage id={id} /> : <CharactersPage />;
    case '/scenes':
      if (id === 'new') return <MultiScenePage />;
      return id ? <ScenePage id={id} /> : <ScenesPage />;
    case '/brand-kits':
      return id ? <BrandKitPage id={id} /> : <BrandKitsPage />;
    case '/account':
      return <AccountPage session={session} refresh={refresh} />;
    case '/library':
      return <LibraryPage />;
    case '/marketplace':
      if (id === 'mine') return <MyListingsPage />;
      return id ? <ListingPage id={id} session={session} /> : <MarketplacePage />;
    case '/storybooks':
      return id ? <StorybookPage id={id} /> : <StorybooksPage />;
    case '/comics':
      return id ? <ComicReader id={id} /> : <ComicsPage />;
    case '/webhooks':
      return id ? <WebhookPage id={id} /> : <WebhooksPage />;
    default:
      return <HomePage session={session} />;
  }
}

function isCurrent(path: string, href: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

function Shell({ session, path, refresh }: { session: Schemas['Session']; path: string; refresh: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const credits = useBalance() ?? session.credits;
  useEffect(() => setMenuOpen(false), [path]);
  const signOut = async () => {
    await unwrap(api.DELETE('/api/session'));
    useCsrfToken(null);
    navigate('/sign-in');
    refresh();
  };
  return (
    <>
      <a class="skip" href="#main">
        {t('nav.skip')}
      </a>
      <header class="bar">
        <a class="brand" href="/">
          Likeness
        </a>
        <button class="menu-toggle" type="button" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          {t('nav.menu')}
        </button>
        <nav id="nav" aria-label={t('nav.main')} class={menuOpen ? 'open' : ''}>
          {NAV.map(([href, label]) => (
            <a href={href} aria-current={isCurrent(path, href) ? 'page' : undefined}>
              {t(label)}
            </a>
          ))}
        </nav>
        <div class="who">
          <LanguagePicker signedIn />
          <a class="balance" href="/credits" title={t('nav.balanceTitle')}>
            {t('common.credits', { count: credits })}
          </a>
          <a class="email" href="/account" aria-current={isCurrent(path, '/account') ? 'page' : undefined} title={t('nav.accountTitle')}>
            {session.email}
          </a>
          <button type="button" class="link" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </button>
        </div>
      </header>
      <main id="main">
        <ConfirmEmailBanner session={session} />
        {pageFor(path, session, refresh)}
      </main>
    </>
  );
}

/** Pages reached from an email or after leaving, shown whether or not anyone is signed in. */
function publicPageFor(path: string, onConfirmed: () => void) {
  switch (path) {
    case '/verify-email':
      return <ConfirmEmailPage onConfirmed={onConfirmed} />;
    case '/forgot-password':
      return <ForgotPasswordPage />;
    case '/reset-password':
      return <ResetPasswordPage />;
    case '/account-deleted':
      return <AccountDeletedPage />;
    default:
      return undefined;
  }
}

/**
 * The account's language once it is signed in: the one it keeps (also kept for this browser's signed-out pages), or,
 * when it keeps none, the one picked in this browser before signing in, now kept for the account.
 */
async function showAccountLanguage(session: Schemas['Session']): Promise<void> {
  if (isConsoleLanguage(session.console_language)) return showLanguage(session.console_language, true);
  if (languageWasChosen() && session.signed_in_with === 'session') {
    await api.PATCH('/api/account', { body: { console_language: browserLanguage() } });
  }
}

function App() {
  const path = usePath();
  // Every page is drawn again in a newly chosen language.
  useLanguage();
  const session = useLoad(async () => {
    const { data, response } = await api.GET('/api/session');
    if (response.status === 401) {
      sessionBalance(undefined);
      return null;
    }
    if (!data) throw new Error(t('nav.apiUnreachable', { status: String(response.status) }));
    useCsrfToken(data.csrf_token);
    await showAccountLanguage(data);
    sessionBalance(data.credits);
    return data;
  }, []);
  const signingIn = path === '/sign-in' || path === '/sign-up';
  const publicPage = publicPageFor(path, session.reload);
  useEffect(() => {
    if (publicPage) return;
    if (session.data === null && !signingIn) navigate('/sign-in');
    if (session.data && signingIn) navigate('/');
  }, [session.data, signingIn]);

  if (publicPage) return publicPage;
  if (session.error) return <main id="main"><ErrorNote error={session.error} /></main>;
  if (session.data === undefined) return <main id="main"><Loading text={t('nav.loadingAccount')} /></main>;
  if (session.data === null || signingIn) return <SignInPage mode={path === '/sign-up' ? 'sign-up' : 'sign-in'} onSignedIn={session.reload} />;
  return <Shell session={session.data} path={path} refresh={session.reload} />;
}

document.addEventListener('click', interceptLinks);
void showLanguage(browserLanguage()).then(() => render(<App />, document.getElementById('app') as HTMLElement));
