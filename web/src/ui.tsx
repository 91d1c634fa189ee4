import type { ComponentChildren } from 'preact';
import { colourName } from '../../src/vocabulary/descriptor-words';
import { ApiError } from './api/client';
import { useTitle } from './hooks';
import { inUserTerms } from './words';

export function Loading({ what }: { what: string }) {
  return (
    <p class="state" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <div class="state empty">{children}</div>;
}

/** An error in words, with what to do: 402 offers credits, 429 says when to try again, 503 asks to try again. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? inUserTerms(error.message) : 'Something went wrong.';
  const status = error instanceof ApiError ? error.status : 0;
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return (
    <div class="state error" role="alert">
      <p>{message}</p>
      {status === 402 && (
        <p>
          <a href="/credits">Get more credits</a> to run this.
        </p>
      )}
      {status === 429 && retryAfter && <p>You can try again from {new Date(Date.now() + retryAfter * 1000).toLocaleTimeString(undefined, { timeStyle: 'short' })}.</p>}
      {status === 503 && <p>The service is busy or a part of it is down. Nothing was charged for what did not run: try again in a moment.</p>}
      {status === 0 && <p>Check your connection and try again.</p>}
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

export function formatDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/**
 * A card in a grid: picture (or a placeholder), name, and a status badge, linking to its page. `imageAlt` describes the
 * picture when it says more than the name; `missing` is the text the placeholder shows when there is no picture yet.
 */
export function Tile({ href, image, imageAlt = '', missing, name, status }: { href: string; image: string | null | undefined; imageAlt?: string; missing?: string; name: string; status: string }) {
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
      <span class={`badge ${status}`}>{status}</span>
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
      <span>
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </span>
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
