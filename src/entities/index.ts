import { ApiKey } from './api-key';
import { CreditEntry } from './credit-entry';
import { User } from './user';

export { ApiKey, CreditEntry, User };

export const ENTITIES = [User, ApiKey, CreditEntry];
