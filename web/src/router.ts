import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<() => void>();

export function navigate(to: string): void {
  if (to === window.location.pathname) return;
  window.history.pushState(null, '', to);
  listeners.forEach((listener) => listener());
  window.scrollTo(0, 0);
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
  navigate(link.pathname);
}
