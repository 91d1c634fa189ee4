import { ApplicationFailure, Context, log } from '@temporalio/activity';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { AccountErasure } from '../services/account-erasure';
import { AccountExports } from '../services/account-exports';
import { AccountTokens, LINK_LIFETIMES_MS } from '../services/account-tokens';
import type { CreditLedger } from '../services/credit-ledger';
import { maskedEmail } from '../services/email-addresses';
import { UserService } from '../services/users';
import { ApiKeyService } from '../services/api-keys';
import { isPermanentMailFailure, type OutgoingMail } from '../mail/mailer';
import { PaymentRefused, type SubscriptionsEnded } from '../payments/stripe-gateway';
import {
  accountDeletedMail,
  changeEmailMail,
  emailChangedMail,
  exportReadyMail,
  passwordChangedMail,
  resetPasswordMail,
  signUpAttemptMail,
  verifyEmailMail,
  type RenderedMail,
} from '../mail/templates';
import type { AccountEmailInput, AccountEmailOutput } from '../operations/account-email';
import { creditOperation, FAILURE_TYPES, SEARCH_ATTRIBUTES } from '../temporal/contracts/names';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';

/** Where a stop of an account's runs stands. */
export interface AccountRuns {
  /** Runs of the account still running (their cancellation asked for), besides the deletion's own. */
  running: string[];
}

/** A run that is gone (closed and past retention) needs nothing more. */
function unlessNotFound(error: unknown): undefined {
  if (error instanceof WorkflowNotFoundError) return undefined;
  throw error;
}

async function runStatus(client: Client, workflowId: string): Promise<string> {
  return (await client.workflow.getHandle(workflowId).describe().catch(unlessNotFound))?.status.name ?? 'NOT_FOUND';
}

/** Account emails, exports and deletions: each step does one thing and may run again. */
export function createAccountActivities(deps: ActivityDeps, ledger: CreditLedger) {
  const users = new UserService(deps.dataSource, ledger, new ApiKeyService(deps.dataSource));
  const tokens = new AccountTokens(deps.dataSource);
  const exports = new AccountExports(deps.dataSource, deps.storage);
  const erasure = new AccountErasure(deps.dataSource, deps.storage);
  const link = (path: string, token?: string) => `${deps.mail.publicBaseUrl}${path}${token ? `?token=${token}` : ''}`;

  /** The email to send, or undefined when it is no longer wanted (an address confirmed meanwhile, an account deleted). */
  async function compose(input: AccountEmailInput): Promise<{ to: string; mail: RenderedMail } | undefined> {
    const user = await users.findById(input.userId);
    if (user.deletionRequestedAt && input.kind !== 'account_deleted') return undefined;
    switch (input.kind) {
      case 'verify_email': {
        if (user.emailVerifiedAt) return undefined;
        const token = await tokens.issue(user.id, 'verify_email', user.email);
        return { to: user.email, mail: verifyEmailMail({ link: link('/verify-email', token), lifetimeMs: LINK_LIFETIMES_MS.verify_email, credits: input.credits }) };
      }
      case 'change_email': {
        const token = await tokens.issue(user.id, 'change_email', input.newEmail);
        return { to: input.newEmail, mail: changeEmailMail({ link: link('/verify-email', token), lifetimeMs: LINK_LIFETIMES_MS.change_email }) };
      }
      case 'reset_password': {
        const token = await tokens.issue(user.id, 'reset_password', user.email);
        return { to: user.email, mail: resetPasswordMail({ link: link('/reset-password', token), lifetimeMs: LINK_LIFETIMES_MS.reset_password }) };
      }
      case 'sign_up_attempt':
        return { to: user.email, mail: signUpAttemptMail({ signInLink: link('/sign-in'), resetLink: link('/forgot-password'), verified: user.emailVerifiedAt !== null }) };
      case 'password_changed':
        return { to: user.email, mail: passwordChangedMail({ at: new Date(input.at), resetLink: link('/forgot-password') }) };
      case 'email_changed':
        return { to: input.previousEmail, mail: emailChangedMail({ at: new Date(input.at), newEmail: maskedEmail(user.email), resetLink: link('/forgot-password') }) };
      case 'export_ready': {
        const made = await exports.owned(user.id, input.exportId);
        if (made.status !== 'ready' || !made.expiresAt) return undefined;
        return { to: user.email, mail: exportReadyMail({ link: link('/account#export'), sizeBytes: made.sizeBytes ?? 0, expiresAt: made.expiresAt }) };
      }
      case 'account_deleted':
        return { to: user.email, mail: accountDeletedMail({ at: new Date(input.at) }) };
    }
  }

  return {
    /** Issues the link's token when there is one (it lives only in the email), renders the email and sends it. */
    async sendAccountEmail(input: AccountEmailInput): Promise<AccountEmailOutput> {
      const composed = await compose(input);
      if (!composed) return { sent: false };
      const outgoing: OutgoingMail = { ...composed.mail, to: composed.to, kind: input.kind.replace(/_/g, '-') };
      try {
        return { sent: true, ...(await deps.mail.mailer.send(outgoing)) };
      } catch (error) {
        if (isPermanentMailFailure(error)) throw ApplicationFailure.nonRetryable(`The mail server refused the email: ${(error as Error).message}`, FAILURE_TYPES.mailRefused);
        throw error;
      }
    },

    /** Builds and stores the export's zip, heartbeating while it reads every file; a cancel stops it half way. */
    async buildAccountExport(input: { exportId: string; ttlMs: number }): Promise<{ status: string; expiresAt: string | null }> {
      const built = await whileHeartbeating((signal) => exports.build(input.exportId, input.ttlMs, signal));
      return { status: built.status, expiresAt: built.expiresAt?.toISOString() ?? null };
    },

    async failAccountExport(input: { exportId: string; error: string }): Promise<void> {
      await exports.fail(input.exportId, input.error);
    },

    async expireAccountExport(input: { exportId: string }): Promise<void> {
      await exports.expire(input.exportId);
    },

    async closeAccountAccess(input: { userId: string }): Promise<void> {
      await erasure.closeAccess(input.userId);
    },

    /** Asks every running run of the account (but `except`, the deletion's own) to cancel; returns those still running. */
    async stopAccountRuns(input: { userId: string; except: string }): Promise<AccountRuns> {
      const { client } = Context.current();
      const running: string[] = [];
      const query = `${SEARCH_ATTRIBUTES.userId.name} = "${input.userId}" AND ExecutionStatus = "Running"`;
      for await (const run of client.workflow.list({ query })) {
        if (run.workflowId === input.except) continue;
        running.push(run.workflowId);
        await client.workflow.getHandle(run.workflowId, run.runId).cancel().catch(unlessNotFound);
      }
      return { running };
    },

    /**
     * Refunds every charged unit of the account that its (ended) run neither delivered nor refunded: a run an operator
     * terminated skips its own refunds. A run still running is retried later: its refunds are its own to make.
     */
    async settleAccountCharges(input: { userId: string }): Promise<{ refundedUnits: number }> {
      const { client } = Context.current();
      let refundedUnits = 0;
      for (const settlement of await ledger.settlements({ openOnly: true, userId: input.userId })) {
        const workflowId = creditOperation.toWorkflowId(settlement.operationId);
        const status = workflowId ? await runStatus(client, workflowId) : 'NOT_FOUND';
        if (status === 'RUNNING') throw new Error(`${workflowId} is still running: its own refunds come first`);
        for (const unit of settlement.open) {
          const result = await ledger.refund({ userId: input.userId, operationId: settlement.operationId, unit }, 'account deleted: the run ended before delivering this unit');
          if (result.applied) refundedUnits += 1;
        }
      }
      if (refundedUnits) log.info('Refunded units of ended runs of a deleted account', { userId: input.userId, refundedUnits });
      return { refundedUnits };
    },

    /**
     * Cancels at once every Stripe subscription of the account that can still bill, before anything is erased (the
     * customer id goes with the anonymised row). Without a Stripe customer it does nothing and calls no one. A Stripe
     * outage is thrown as it is, for Temporal to retry; a refusal, or a customer while this worker has no Stripe key,
     * fails the deletion for an operator, with nothing erased: erasing would leave a card being charged for nothing.
     */
    async cancelAccountSubscriptions(input: { userId: string }): Promise<SubscriptionsEnded> {
      const customerId = (await users.findById(input.userId)).stripeCustomerId;
      if (!customerId) return { cancelled: [], unknownCustomer: false };
      const halted = (reason: string, fix: string) =>
        ApplicationFailure.nonRetryable(
          `${reason}. Nothing was erased: ${fix}, then resume the deletion with \`likeness users delete --email <the account's email>\` (user ${input.userId})`,
          FAILURE_TYPES.billingNotEnded,
        );
      if (!deps.payments) throw halted(`The account is Stripe customer ${customerId}, whose subscriptions this worker cannot cancel without STRIPE_SECRET_KEY`, 'set it on the workers');
      try {
        // Each try (of this run or a resumed one) was scheduled at its own time: that tells it apart.
        const ended = await deps.payments.cancelSubscriptions(customerId, String(Context.current().info.currentAttemptScheduledTimestampMs));
        if (ended.unknownCustomer) log.warn('Stripe knows no such customer, so nothing of it bills: nothing to cancel', { userId: input.userId, customerId });
        else log.info('Cancelled the subscriptions of a deleted account', { userId: input.userId, customerId, cancelled: ended.cancelled });
        return ended;
      } catch (error) {
        if (error instanceof PaymentRefused) throw halted(error.message, 'cancel them in the Stripe dashboard (or fix the key)');
        throw error;
      }
    },

    /** Removes every file and row the account owns, heartbeating as it goes. */
    async eraseAccountData(input: { userId: string }): Promise<void> {
      await whileHeartbeating(() => erasure.eraseData(input.userId));
    },

    async anonymiseAccount(input: { userId: string }): Promise<void> {
      await erasure.anonymise(input.userId);
    },
  };
}
