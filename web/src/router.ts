import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<() => void>();

/** Goes to `to` (a path with an optional query and #anchor): the top of the page, or the anchor once it is drawn. */
export function navigate(to: string): void {
  const { pathname, search, hash } = window.location;
  if (to === pathname + search + hash) return;
  window.history.pushState(null, '', to);
  listeners.forEach((listener) => listener());
  window.scrollTo(0, 0);
  const anchor = new URL(to, window.location.origin).hash.slice(1);
  // The page renders after this call returns: look for the anchor once it has.
  if (anchor) setTimeout(() => document.getElementById(anchor)?.scrollIntoView(), 0);
}

/** The current path; re-renders on navigate() and on back/forward. */
export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Follows same-origin links without reloading the page (the session and its CSRF token stay in memory). */
export function interceptLinks(event: MouseEvent): void {
  const link = (event.target as Element).closest('a');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin || link.pathname.startsWith('/api/') || link.pathname.startsWith('/files/')) return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
