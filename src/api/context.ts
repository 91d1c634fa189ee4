import type { ParameterizedContext } from 'koa';
import type { User } from '../entities/user';
import type { OperationDeps } from '../operations/context';

export interface AppState {
  requestId: string;
  user?: User;
  /** Set when the caller signed in with the console's session cookie rather than an API key. */
  sessionToken?: string;
}

export type AppContext = ParameterizedContext<AppState>;

/** What the HTTP layer needs: what operations need (services, storage, a Temporal client), never a model. */
export type ApiDeps = OperationDeps & {
  /** True while the process drains before it stops (runtime/http-drain.ts): /health then answers 503. */
  draining?: () => boolean;
};
