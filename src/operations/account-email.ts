// Account emails are sent by a sendAccountEmail run (one activity that issues the link's token, renders the email and
// hands it to SMTP, retried by Temporal), never by a request: an SMTP server that is down delays a mail, never an answer.
import crypto from 'node:crypto';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { OperationDeps } from './context';
import { startOrJoin } from './workflow-runs';

/** Input of the sendAccountEmail workflow (and its activity): which email, to which account. Dates are ISO strings. */
export type AccountEmailInput =
  | { kind: 'verify_email'; userId: string; /** Credits confirming will grant (0: none, or had before). */ credits: number }
  | { kind: 'change_email'; userId: string; newEmail: string }
  | { kind: 'reset_password'; userId: string }
  | { kind: 'sign_up_attempt'; userId: string }
  | { kind: 'password_changed'; userId: string; at: string }
  | { kind: 'email_changed'; userId: string; previousEmail: string; at: string }
  | { kind: 'export_ready'; userId: string; exportId: string }
  | { kind: 'account_deleted'; userId: string; at: string };

export type AccountEmailKind = AccountEmailInput['kind'];

/** Output: whether a message went out (a link for an account that no longer needs it is not sent). */
export interface AccountEmailOutput {
  sent: boolean;
  messageId?: string;
}

const SUMMARIES: Record<AccountEmailKind, string> = {
  verify_email: 'email: confirm the address',
  change_email: 'email: confirm a new address',
  reset_password: 'email: reset the password',
  sign_up_attempt: 'email: a sign-up with a taken address',
  password_changed: 'email: password changed',
  email_changed: 'email: address changed',
  export_ready: 'email: export ready',
  account_deleted: 'email: account deleted',
};

/** Starts the run that sends this email; it is sent (and retried) whether or not the request that asked waits. */
export async function sendAccountEmail(deps: OperationDeps, requestId: string, email: AccountEmailInput): Promise<void> {
  await startOrJoin<AccountEmailInput, AccountEmailOutput>(deps, {
    workflowType: WORKFLOW_TYPES.sendAccountEmail,
    workflowId: workflowIds.accountEmail(email.userId, email.kind, crypto.randomUUID()),
    input: email,
    labels: { userId: email.userId, kind: 'account-email', summary: SUMMARIES[email.kind] },
    requestId,
  });
}
