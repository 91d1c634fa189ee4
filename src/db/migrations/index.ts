import { Accounts1763700000000 } from './1763700000000-accounts';
import { CharactersLibraryBrands1763700100000 } from './1763700100000-characters-library-brands';
import { GeneratedImages1763700200000 } from './1763700200000-generated-images';
import { Storybooks1763700300000 } from './1763700300000-storybooks';
import { Comics1763700400000 } from './1763700400000-comics';
import { PaidUnits1763700500000 } from './1763700500000-paid-units';
import { PaymentsMarketplace1763700600000 } from './1763700600000-payments-marketplace';
import { Sessions1763700700000 } from './1763700700000-sessions';
import { SignInFailures1763700800000 } from './1763700800000-sign-in-failures';
import { Webhooks1763701100000 } from './1763701100000-webhooks';
import { AltText1763700900000 } from './1763700900000-alt-text';
import { AccountArea1763701300000 } from './1763701300000-account-area';
import { ScenePlan1763701500000 } from './1763701500000-scene-plan';
import { ListsAtScale1763701700000 } from './1763701700000-lists-at-scale';
import { FileReferences1763701800000 } from './1763701800000-file-references';
import { RefusalStatus1763701900000 } from './1763701900000-refusal-status';
import { PromptIssues1763702100000 } from './1763702100000-prompt-issues';
import { PosesAndEdits1763702200000 } from './1763702200000-poses-and-edits';
import { BookLanguages1763702300000 } from './1763702300000-book-languages';
import { ConsoleLanguage1763702600000 } from './1763702600000-console-language';
import { PanelEdits1763702700000 } from './1763702700000-panel-edits';

/** Every migration, oldest first. */
export const MIGRATIONS = [Accounts1763700000000, CharactersLibraryBrands1763700100000, GeneratedImages1763700200000, Storybooks1763700300000, Comics1763700400000, PaidUnits1763700500000, PaymentsMarketplace1763700600000, Sessions1763700700000, SignInFailures1763700800000, AltText1763700900000, Webhooks1763701100000, AccountArea1763701300000, ScenePlan1763701500000, ListsAtScale1763701700000, FileReferences1763701800000, RefusalStatus1763701900000, PromptIssues1763702100000, PosesAndEdits1763702200000, BookLanguages1763702300000, ConsoleLanguage1763702600000, PanelEdits1763702700000];
