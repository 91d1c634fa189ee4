import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { useBalance } from '../balance';
import { useLoad } from '../hooks';
import { rich, t, type MessageKey } from '../i18n';
import { Page, planName } from '../ui';

/** What to do first: each step is ticked once it is done. */
export function HomePage({ session }: { session: Schemas['Session'] }) {
  const progress = useLoad(async () => {
    const [characters, comics, keys] = await Promise.all([allCharacters(), unwrap(api.GET('/api/comics')), unwrap(api.GET('/api/api-keys'))]);
    return { characters: characters.length, locked: characters.some((c) => c.status !== 'draft'), comics: comics.comics.length, keys: keys.keys.filter((k) => !k.revoked_at).length };
  }, []);
  const done = progress.data;
  const credits = useBalance() ?? session.credits;
  const steps: Array<{ href: string; label: MessageKey; done: boolean }> = [
    { href: '/characters', label: 'home.stepCharacter', done: (done?.characters ?? 0) > 0 },
    { href: '/characters', label: 'home.stepLock', done: done?.locked ?? false },
    { href: '/comics', label: 'home.stepComic', done: (done?.comics ?? 0) > 0 },
    { href: '/api-keys', label: 'home.stepApiKey', done: (done?.keys ?? 0) > 0 },
  ];
  return (
    <Page title={t('home.title', { email: session.email })}>
      <p class="lead">{rich('home.lead', { credits, plan: planName(session.plan) }, { b: (words) => <strong>{words}</strong> })}</p>
      <h2>{t('home.getStarted')}</h2>
      <ol class="steps">
        {steps.map((step) => (
          <li class={step.done ? 'done' : ''}>
            <a href={step.href}>{t(step.label)}</a>
            {step.done && <span class="tick"> — {t('home.done')}</span>}
          </li>
        ))}
      </ol>
    </Page>
  );
}
