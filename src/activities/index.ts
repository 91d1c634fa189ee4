import type { DataSource } from 'typeorm';
import type { ModelRegistry } from '../models/registry';
import { CreditLedger } from '../services/credit-ledger';
import type { BlobStorage } from '../storage';
import { createCharacterActivities } from './characters';
import { createComicActivities } from './comics';
import { createCreditActivities } from './credits';
import { createGenerationActivities } from './generation';
import { createReferenceActivities } from './references';
import { createStorybookActivities } from './storybooks';

/** What activities need from the outside world, handed in by the worker. */
export interface ActivityDeps {
  dataSource: DataSource;
  storage: BlobStorage;
  models: ModelRegistry;
}

export function createActivities(deps: ActivityDeps) {
  const ledger = new CreditLedger(deps.dataSource);
  return {
    ...createCreditActivities(ledger),
    ...createGenerationActivities(deps),
    ...createStorybookActivities(deps),
    ...createComicActivities(deps),
    ...createCharacterActivities(deps),
    ...createReferenceActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
