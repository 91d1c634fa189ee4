// Console accounts as people use them: each change is decided and recorded by ConsoleAccounts, and each email it calls
// for (a link, a notice) is sent by a durable run started here.
import type { User } from '../entities/user';
import { ConsoleAccounts, type Confirmed, type SignUpRequest } from '../services/console-accounts';
import { SignInThrottle } from '../services/sign-in-throttle';
import { sendAccountEmail } from './account-email';
import type { Caller, OperationDeps } from './context';

export function consoleAccounts(deps: OperationDeps): ConsoleAccounts {
  const { services } = deps;
  return new ConsoleAccounts(deps.dataSource, services.users, services.sessions, services.ledger, new SignInThrottle(deps.dataSource), deps.config.signup);
}

const now = () => new Date().toISOString();

async function sendConfirmationLink(deps: OperationDeps, user: User, requestId: string): Promise<void> {
  const credits = await consoleAccounts(deps).creditsOnConfirmation(user.email);
  await sendAccountEmail(deps, requestId, { kind: 'verify_email', userId: user.id, credits });
}

/**
 * A sign-up: a new unverified account gets the email with its confirmation link (which signs it in); an address that
 * has an account gets an email saying someone tried to sign up with it, with links to sign in or reset the password.
 * One email run either way, and the caller answers the same, so the answer tells nobody which addresses have accounts.
 */
export async function signUp(deps: OperationDeps, request: SignUpRequest, requestId: string): Promise<void> {
  const { user, created } = await consoleAccounts(deps).signUp(request);
  if (created) await sendConfirmationLink(deps, user, requestId);
  else await sendAccountEmail(deps, requestId, { kind: 'sign_up_attempt', userId: user.id });
}

/** Sends the confirmation link again (409 once confirmed; limited per account). */
export async function resendConfirmationLink(deps: OperationDeps, caller: Caller): Promise<void> {
  await consoleAccounts(deps).verificationLinkFor(caller.user);
  await sendConfirmationLink(deps, caller.user, caller.requestId);
}

/** Follows a confirmation link; an email change also tells the previous address. */
export async function confirmEmail(deps: OperationDeps, token: string, requestId: string): Promise<Confirmed> {
  const confirmed = await consoleAccounts(deps).confirmEmail(token);
  if (confirmed.previousEmail) {
    await sendAccountEmail(deps, requestId, { kind: 'email_changed', userId: confirmed.user.id, previousEmail: confirmed.previousEmail, at: now() });
  }
  return confirmed;
}

/** Emails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(deps: OperationDeps, email: string, address: string, requestId: string): Promise<void> {
  const user = await consoleAccounts(deps).passwordResetTarget(email, address);
  if (user) await sendAccountEmail(deps, requestId, { kind: 'reset_password', userId: user.id });
}

/** Follows a reset link: new password, every session ended, and a notice to the account's address. */
export async function resetPassword(deps: OperationDeps, token: string, password: string, requestId: string): Promise<void> {
  const user = await consoleAccounts(deps).resetPassword(token, password);
  await sendAccountEmail(deps, requestId, { kind: 'password_changed', userId: user.id, at: now() });
}

export interface PasswordChange {
  current: string;
  replacement: string;
  /** The session token of the request, kept signed in; every other session ends. */
  keepSession?: string;
  address: string;
}

/** Changes the password (the current one is checked), ends the other sessions and sends the notice; returns how many ended. */
export async function changePassword(deps: OperationDeps, caller: Caller, change: PasswordChange): Promise<number> {
  const ended = await consoleAccounts(deps).changePassword(caller.user, change.current, change.replacement, change.keepSession, change.address);
  await sendAccountEmail(deps, caller.requestId, { kind: 'password_changed', userId: caller.user.id, at: now() });
  return ended;
}

/** Sends a confirmation link to the new address; the account moves there when it is followed. Returns the address. */
export async function requestEmailChange(deps: OperationDeps, caller: Caller, change: { email: string; password: string; address: string }): Promise<string> {
  const newEmail = await consoleAccounts(deps).emailChangeTarget(caller.user, change.email, change.password, change.address);
  await sendAccountEmail(deps, caller.requestId, { kind: 'change_email', userId: caller.user.id, newEmail });
  return newEmail;
}
