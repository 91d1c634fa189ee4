import type { DataSource } from 'typeorm';
import type { AppConfig, SignupMode } from '../config/env';
import { ACCOUNTS } from '../config/pricing';
import { User } from '../entities/user';
import { AppError, badRequest, conflict, unauthorized } from '../errors';
import { verifyCaptcha } from '../net/captcha';
import { AccountTokens } from './account-tokens';
import type { CreditLedger } from './credit-ledger';
import { signupCreditKey } from './email-addresses';
import { checkNewPassword } from './passwords';
import { clientNetwork, RequestCounts } from './request-counts';
import type { OpenedSession, SessionService } from './sessions';
import type { SignInThrottle } from './sign-in-throttle';
import { normaliseEmail, type UserService } from './users';

export interface SignedIn {
  user: User;
  session: OpenedSession;
}

export interface SignUpRequest {
  email: string;
  password: string;
  /** The client's address: sign-ups are limited per address. */
  address: string;
  captchaToken?: string;
}

/** What a sign-up did; the caller answers the same either way and tells the address's owner by email. */
export interface SignedUp {
  /** The new account, or the one that had the address already. */
  user: User;
  created: boolean;
}

/** What following an emailed confirmation link did. */
export interface Confirmed {
  user: User;
  /** Sign-up credits granted now (0: the mailbox had them before, or there are none to give). */
  creditsGranted: number;
  /** Set when the link confirmed an email change: the address the account had before. */
  previousEmail?: string;
  /** The link was followed before and its address is confirmed: nothing changed now. */
  alreadyConfirmed: boolean;
}

const SIGNUP_REFUSED: Record<Exclude<SignupMode, 'open'>, string> = {
  invite: 'Sign-up is by invitation on this server: ask its operator for an account',
  closed: 'Sign-up is closed on this server',
};

const signUpKey = (address: string) => `sign-up:address:${clientNetwork(address)}`;
const resetKeys = (email: string, address: string) => ({ email: `password-reset:email:${email}`, address: `password-reset:address:${clientNetwork(address)}` });
const linksKey = (userId: string) => `account-links:user:${userId}`;

/**
 * Console accounts: sign-up (limited per client address, optional CAPTCHA, unverified until the emailed link is
 * followed), sign-in, the links sent by email (confirm an address, reset a password) and password and email changes.
 * Sending the emails is the caller's part (an operation starts a durable run); this decides and records.
 */
export class ConsoleAccounts {
  private readonly tokens: AccountTokens;
  private readonly counts: RequestCounts;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly ledger: CreditLedger,
    private readonly throttle: SignInThrottle,
    private readonly signup: AppConfig['signup'],
  ) {
    this.tokens = new AccountTokens(dataSource);
    this.counts = new RequestCounts(dataSource);
  }

  /**
   * A new unverified account on the free plan, not signed in (its emailed link confirms the address and signs in; the
   * sign-up credits come then); or, when the address has an account, that account untouched. The same checks and the
   * same work either way, so that neither the answer nor its timing says whether an address has an account.
   */
  async signUp(request: SignUpRequest): Promise<SignedUp> {
    if (this.signup.mode !== 'open') throw new AppError(403, SIGNUP_REFUSED[this.signup.mode]);
    await this.counts.take([{ key: signUpKey(request.address), limit: this.signup.perAddressPerHour }], ACCOUNTS.limitWindowMs, 'Too many sign-ups from your network');
    if (this.signup.captcha) await verifyCaptcha(this.signup.captcha, request.captchaToken, request.address);
    return this.users.registerUnlessTaken(request.email, request.password);
  }

  /** 401 with one message for a wrong email or password; 429 once the failures of either run out. */
  async signIn(email: string, password: string, address: string): Promise<SignedIn> {
    const normalised = normaliseEmail(email);
    await this.throttle.check(normalised, address);
    const user = await this.users.withPassword(normalised, password);
    if (!user) {
      await this.throttle.recordFailure(normalised, address);
      throw unauthorized('Email or password is wrong');
    }
    return { user, session: await this.sessions.open(user.id) };
  }

  /** A confirmation link for the account's own address; 409 once it is confirmed. Limited per account. */
  async verificationLinkFor(user: User): Promise<void> {
    if (user.emailVerifiedAt) throw conflict('Your email address is confirmed already');
    await this.takeLink(user.id);
  }

  /** Whether a confirmed address would still earn sign-up credits (the mailbox never had them). */
  async creditsOnConfirmation(email: string): Promise<number> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM signup_credit_grants WHERE email_key = $1', [signupCreditKey(email)]);
    return rows.length ? 0 : this.signup.credits;
  }

  /**
   * Follows a confirmation link: the address is confirmed (an email change moves the account to the new address)
   * and, the first time this mailbox is ever confirmed, the sign-up credits are granted, all in one transaction. It
   * signs nobody in: whoever chose the password signs in with it. (A link that signed in would hand the owner of an
   * address an account someone else signed up with, and that person would know its password: account pre-hijacking.)
   * A link followed again whose address is confirmed says so and changes nothing.
   */
  async confirmEmail(token: string): Promise<Confirmed> {
    return this.dataSource.transaction(async (manager): Promise<Confirmed> => {
      const link = await this.tokens.find(manager, token, ['verify_email', 'change_email']);
      const user = await manager.findOne(User, { where: { id: link.userId }, lock: { mode: 'pessimistic_write' } });
      if (!user || user.deletionRequestedAt) throw badRequest('This confirmation link is not valid: the account was deleted');
      if (link.usedAt && user.emailVerifiedAt && user.email === link.email) return { user, creditsGranted: 0, alreadyConfirmed: true };
      await this.tokens.use(manager, link);
      const previousEmail = link.purpose === 'change_email' ? user.email : undefined;
      if (previousEmail !== undefined) {
        if (await manager.exists(User, { where: { email: link.email } })) throw badRequest(`${link.email} is now used by another account; ask for the change again with another address`);
        user.email = link.email;
      }
      user.emailVerifiedAt ??= new Date();
      await manager.save(user);
      const creditsGranted = await this.grantSignupCredits(manager, user);
      return { user: { ...user, credits: user.credits + creditsGranted }, creditsGranted, previousEmail, alreadyConfirmed: false };
    });
  }

  /**
   * Changes the password after checking the current one (wrong tries count as failed sign-ins, so a borrowed session
   * cannot guess it), and ends every other session. Returns how many ended.
   */
  async changePassword(user: User, current: string, replacement: string, keepSession: string | undefined, address: string): Promise<number> {
    await this.checkPassword(user, current, address, 'current_password');
    await this.users.setPassword(user.id, replacement);
    return this.sessions.closeAll(user.id, keepSession);
  }

  /**
   * The live account a reset link should go to, if the address has one; limited per address asked about and per client
   * address whether or not an account exists, so the answer never tells.
   */
  async passwordResetTarget(email: string, address: string): Promise<User | null> {
    const normalised = normaliseEmail(email);
    const keys = resetKeys(normalised, address);
    const { perEmail, perAddress } = ACCOUNTS.passwordResets;
    await this.counts.take([{ key: keys.email, limit: perEmail }, { key: keys.address, limit: perAddress }], ACCOUNTS.limitWindowMs, 'Too many password reset requests');
    return this.users.findLive(normalised);
  }

  /** Follows a reset link: the new password is set and every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<User> {
    // A password that breaks a rule must not use the link up.
    checkNewPassword(password);
    const userId = await this.dataSource.transaction(async (manager) => (await this.tokens.consume(manager, token, ['reset_password'])).userId);
    await this.users.setPassword(userId, password);
    await this.sessions.closeAll(userId);
    return this.users.findById(userId);
  }

  /** Checks the password and the new address (free, not the current one); returns it normalised. Limited per account. */
  async emailChangeTarget(user: User, newEmail: string, password: string, address: string): Promise<string> {
    await this.checkPassword(user, password, address, 'password');
    const email = normaliseEmail(newEmail);
    if (email === user.email) throw badRequest('email: this is your address already');
    if (await this.dataSource.getRepository(User).exists({ where: { email } })) throw badRequest(`email: ${email} is used by another account`);
    await this.takeLink(user.id);
    return email;
  }

  /** 400 naming the field when the password is wrong; wrong tries count as failed sign-ins of the account's email. */
  async checkPassword(user: User, password: string, address: string, field: string): Promise<void> {
    await this.throttle.check(user.email, address);
    if (await this.users.hasPassword(user.id, password)) return;
    await this.throttle.recordFailure(user.email, address);
    throw badRequest(`${field}: this is not your password`);
  }

  private takeLink(userId: string): Promise<void> {
    return this.counts.take([{ key: linksKey(userId), limit: ACCOUNTS.linksPerAccountPerHour }], ACCOUNTS.limitWindowMs, 'Too many emails asked for');
  }

  /** Grants the sign-up credits unless this mailbox had them before (under any account, deleted ones included). */
  private async grantSignupCredits(manager: Parameters<CreditLedger['grantIn']>[0], user: User): Promise<number> {
    if (this.signup.credits === 0) return 0;
    const claimed: unknown[] = await manager.query(
      'INSERT INTO signup_credit_grants (email_key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING email_key',
      [signupCreditKey(user.email)],
    );
    if (!claimed.length) return 0;
    const result = await this.ledger.grantIn(manager, user.id, `signup-credits:${user.id}`, this.signup.credits, 'Sign-up credits: email address confirmed');
    return result.moved;
  }
}
