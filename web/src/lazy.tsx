import type { FunctionComponent } from 'preact';
import { useLoad } from './hooks';
import { ErrorNote, Loading } from './ui';

/**
 * A component whose code is fetched the first time one is shown (a chunk of its own): the pages that never show it
 * never load it. Until then it says it is loading `what`.
 */
export function lazy<P extends object>(load: () => Promise<FunctionComponent<P>>, what: string): FunctionComponent<P> {
  let loading: Promise<FunctionComponent<P>> | undefined;
  return function Lazy(props: P) {
    const component = useLoad(() => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    }, []);
    if (component.error) return <ErrorNote error={component.error} />;
    if (!component.data) return <Loading what={what} />;
    const Component = component.data;
    return <Component {...props} />;
  };
}
