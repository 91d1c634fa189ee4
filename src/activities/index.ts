import { CreditLedger } from '../services/credit-ledger';
import { createAccountActivities } from './account';
import { createCharacterActivities } from './characters';
import { createComicActivities } from './comics';
import { createCreditActivities } from './credits';
import type { ActivityDeps } from './deps';
import { createGenerationActivities } from './generation';
import { createHousekeepingActivities } from './housekeeping';
import { createMarketplaceActivities } from './marketplace';
import { createPredictionActivities } from './predictions';
import { createReferenceActivities } from './references';
import { createStorybookActivities } from './storybooks';
import { createWebhookActivities } from './webhooks';

export type { ActivityDeps } from './deps';

export function createActivities(deps: ActivityDeps) {
  const ledger = new CreditLedger(deps.dataSource);
  return {
    ...createCreditActivities(ledger),
    ...createGenerationActivities(deps, ledger),
    ...createPredictionActivities(deps),
    ...createStorybookActivities(deps, ledger),
    ...createComicActivities(deps, ledger),
    ...createCharacterActivities(deps),
    ...createReferenceActivities(deps),
    ...createMarketplaceActivities(deps, ledger),
    ...createWebhookActivities(deps),
    ...createAccountActivities(deps, ledger),
    ...createHousekeepingActivities(deps, ledger),
  };
}

export type Activities = ReturnType<typeof createActivities>;
