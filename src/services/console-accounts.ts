import type { SignupMode } from '../config/env';
import type { User } from '../entities/user';
import { AppError, unauthorized } from '../errors';
import type { OpenedSession, SessionService } from './sessions';
import type { SignInThrottle } from './sign-in-throttle';
import { normaliseEmail, type UserService } from './users';

export interface SignedIn {
  user: User;
  session: OpenedSession;
}

const SIGNUP_REFUSED: Record<Exclude<SignupMode, 'open'>, string> = {
  invite: 'Sign-up is by invitation on this server: ask its operator for an account',
  closed: 'Sign-up is closed on this server',
};

/** Console sign-up and sign-in: email + password in, a session out. */
export class ConsoleAccounts {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
    private readonly signup: { mode: SignupMode; credits: number },
  ) {}

  async signUp(email: string, password: string): Promise<SignedIn> {
    if (this.signup.mode !== 'open') throw new AppError(403, SIGNUP_REFUSED[this.signup.mode]);
    const user = await this.users.register({ email, password, credits: this.signup.credits });
    return { user, session: await this.sessions.open(user.id) };
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
}
