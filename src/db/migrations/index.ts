import { Accounts1763700000000 } from './1763700000000-accounts';

/** Every migration, oldest first. */
export const MIGRATIONS = [Accounts1763700000000];
