import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { useBalance } from '../balance';
import { useLoad } from '../hooks';
import { Page } from '../ui';

/** What to do first: each step is ticked once it is done. */
export function HomePage({ session }: { session: Schemas['Session'] }) {
  const progress = useLoad(async () => {
    const [characters, comics, keys] = await Promise.all([allCharacters(), unwrap(api.GET('/api/comics')), unwrap(api.GET('/api/api-keys'))]);
    return { characters: characters.length, locked: characters.some((c) => c.status !== 'draft'), comics: comics.comics.length, keys: keys.keys.filter((k) => !k.revoked_at).length };
  }, []);
  const done = progress.data;
  const credits = useBalance() ?? session.credits;
  const steps = [
    { href: '/characters', label: 'Create a character from a description or a photo, or import a ready-made one from the library (free)', done: (done?.characters ?? 0) > 0 },
    { href: '/characters', label: 'Draw its reference sheet and lock it', done: done?.locked ?? false },
    { href: '/comics', label: 'Make a comic and watch its panels appear', done: (done?.comics ?? 0) > 0 },
    { href: '/api-keys', label: 'Create an API key to call the API from your code', done: (done?.keys ?? 0) > 0 },
  ];
  return (
    <Page title={`Welcome, ${session.email}`}>
      <p class="lead">
        You have <strong>{credits} credits</strong> on the <strong>{session.plan}</strong> plan. A scene costs 1 credit, a comic panel 1 credit; reference sheets and
        library imports are free, and every failed image is refunded.
      </p>
      <h2>Get started</h2>
      <ol class="steps">
        {steps.map((step) => (
          <li class={step.done ? 'done' : ''}>
            <a href={step.href}>{step.label}</a>
            {step.done && <span class="tick"> — done</span>}
          </li>
        ))}
      </ol>
    </Page>
  );
}
