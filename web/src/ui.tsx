import type { ComponentChildren } from 'preact';
import { colourName } from '../../src/vocabulary/descriptor-words';
import { ApiError } from './api/client';
import { useTitle } from './hooks';
import { dateTime, rich, t, timeOfDay, type MessageKey } from './i18n';
import { LanguagePicker } from './language-picker';
import { inUserTerms } from './words';

/** "Loading your comics…": `text` says what is loading. */
export function Loading({ text }: { text: string }) {
  return (
    <p class="state" role="status">
      {text}
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="state empty">{children}</div>;
}

/** An error in words, with what to do: 402 offers credits, 429 says when to try again, 503 asks to try again. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? inUserTerms(error.message) : t('common.somethingWrong');
  const status = error instanceof ApiError ? error.status : 0;
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return (
    <div class="state error" role="alert">
      <p>{message}</p>
      {status === 402 && (
        <p>{rich('common.getMoreCredits', {}, { link: (words) => <a href="/credits">{words}</a> })}</p>
      )}
      {status === 429 && retryAfter && <p>{t('common.tryAgainFrom', { time: timeOfDay(new Date(Date.now() + retryAfter * 1000)) })}</p>}
      {status === 503 && <p>{t('common.serviceBusy')}</p>}
      {status === 0 && <p>{t('common.checkConnection')}</p>}
    </div>
  );
}

/** A signed-out page (sign-in, sign-up, the emailed links' pages): one card in the middle of the screen. */
export function AuthCard({ title, children }: { title: string; children: ComponentChildren }) {
  useTitle(title);
  return (
    <main id="main" class="auth">
      <div class="auth-card">
        <p class="brand">Likeness</p>
        <h1>{title}</h1>
        {children}
        <p class="auth-language">
          <LanguagePicker />
        </p>
      </div>
    </main>
  );
}

export function Page({ title, children, actions }: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  useTitle(title);
  return (
    <section class="page">
      <header class="page-head">
        <h1>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

export const formatDate = dateTime;

/** The words for a status the API names (a badge), in the reader's language. */
const STATUS_WORDS: Record<string, MessageKey> = {
  draft: 'status.draft',
  locked: 'status.locked',
  published: 'status.published',
  generating: 'status.generating',
  ready: 'status.ready',
  failed: 'status.failed',
  completed: 'status.completed',
  completed_with_failures: 'status.completedWithFailures',
  active: 'status.active',
  withdrawn: 'status.withdrawn',
  delivered: 'status.delivered',
  pending: 'status.pending',
  refused: 'status.refused',
  enabled: 'status.enabled',
  disabled: 'status.disabled',
};

/** A plan as the reader calls it: the free plan in their words, paid plans by their names. */
export function planName(plan: string): string {
  if (plan === 'free') return t('plans.free');
  if (plan === 'creator') return t('plans.creator');
  if (plan === 'studio') return t('plans.studio');
  return plan;
}

export function statusWord(status: string): string {
  const key = STATUS_WORDS[status];
  return key ? t(key) : status.replace(/_/g, ' ');
}

/**
 * A card in a grid: picture (or a placeholder), name, and a status badge, linking to its page. `imageAlt` describes the
 * picture when it says more than the name; `missing` is the text the placeholder shows when there is no picture yet.
 */
export function Tile({ href, image, imageAlt = '', missing, name, status, badge }: { href: string; image: string | null | undefined; imageAlt?: string; missing?: string; name: string; status: string; badge?: string }) {
  return (
    <li class="card tile">
      <a href={href}>
        {image ? (
          <img src={image} alt={imageAlt} loading="lazy" />
        ) : (
          <div class={`placeholder${missing ? ' missing' : ''}`} aria-hidden={missing ? undefined : 'true'}>
            {missing}
          </div>
        )}
        <span class="name">{name}</span>
      </a>
      <span class={`badge ${status}`}>{badge ?? statusWord(status)}</span>
    </li>
  );
}

/** A form in a card that runs its action on submit instead of navigating. */
export function ActionForm({ onSubmit, children }: { onSubmit: () => Promise<void>; children: ComponentChildren }) {
  return (
    <form
      class="card form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Previous and next page buttons around "first–last of total", for lists paged by offset. */
export function Pager({ offset, pageSize, total, onOffset, labels }: { offset: number; pageSize: number; total: number; onOffset: (offset: number) => void; labels: [string, string] }) {
  return (
    <div class="pager">
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {labels[0]}
      </button>
      <span>{t('common.range', { first: offset + 1, last: Math.min(offset + pageSize, total), total })}</span>
      <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        {labels[1]}
      </button>
    </div>
  );
}

/** A colour as a person sees it: a swatch and its nearest plain name ("dark green"), never its code. */
export function Swatch({ hex }: { hex: string }) {
  return (
    <span class="color">
      <span class="swatch" style={{ backgroundColor: hex }} aria-hidden="true" />
      {colourName(hex)}
    </span>
  );
}
