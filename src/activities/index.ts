import type { DataSource } from 'typeorm';
import { CreditLedger } from '../services/credit-ledger';
import { createCreditActivities } from './credits';

/** What activities need from the outside world, handed in by the worker. */
export interface ActivityDeps {
  dataSource: DataSource;
}

export function createActivities(deps: ActivityDeps) {
  const ledger = new CreditLedger(deps.dataSource);
  return {
    ...createCreditActivities(ledger),
  };
}

export type Activities = ReturnType<typeof createActivities>;
