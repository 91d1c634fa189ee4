import type { FunctionComponent } from 'preact';
import { useLoad } from './hooks';
import { t, type MessageKey } from './i18n';
import { ErrorNote, Loading } from './ui';

/**
 * A component whose code is fetched the first time one is shown (a chunk of its own): the pages that never show it
 * never load it. Until then it says `loading` ("Loading the edit tool…").
 */
export function lazy<P extends object>(load: () => Promise<FunctionComponent<P>>, loading: MessageKey): FunctionComponent<P> {
  let loaded: Promise<FunctionComponent<P>> | undefined;
  return function Lazy(props: P) {
    const component = useLoad(() => {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    }, []);
    if (component.error) return <ErrorNote error={component.error} />;
    if (!component.data) return <Loading text={t(loading)} />;
    const Component = component.data;
    return <Component {...props} />;
  };
}
