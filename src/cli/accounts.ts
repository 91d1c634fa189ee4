import type { OpenedDatabase } from '../runtime/database';
import { CreditLedger } from '../services/credit-ledger';
import { ApiKeyService } from '../services/api-keys';
import { UserService } from '../services/users';
import { optionalInteger, requireString, UsageError, type CliOptions } from './options';

/** Only the account services: loading every service (PDF, images, storage) would slow each command down. */
function userService(db: OpenedDatabase): UserService {
  return new UserService(db.dataSource, new CreditLedger(db.dataSource), new ApiKeyService(db.dataSource));
}

/** `likeness users create --email E [--plan P] [--credits N] [--password P] [--json]` */
export async function usersCreate(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const { user, apiKey } = await userService(db).create({
    email: requireString(options, 'email'),
    plan: typeof options.plan === 'string' ? options.plan : undefined,
    credits: optionalInteger(options, 'credits'),
    password: typeof options.password === 'string' ? options.password : undefined,
  });
  if (options.json) console.log(JSON.stringify({ user_id: user.id, email: user.email, api_key: apiKey }));
  else console.log(`Created ${user.email} (${user.id}) on plan ${user.plan} with ${user.credits} credits.\nAPI key (shown once): ${apiKey}`);
}

/** `likeness credits grant --email E --amount N [--json]` */
export async function creditsGrant(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const users = userService(db);
  const amount = optionalInteger(options, 'amount');
  if (amount === undefined) throw new UsageError('--amount is required');
  const user = await users.findByEmail(requireString(options, 'email'));
  const credits = await users.grant(user.id, amount, 'granted with the CLI');
  if (options.json) console.log(JSON.stringify({ credits }));
  else console.log(`${user.email} now has ${credits} credits.`);
}
