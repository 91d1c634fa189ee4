import type { CaptchaConfig } from '../config/env';
import { AppError, badRequest } from '../errors';

/** What both Turnstile's and hCaptcha's siteverify answer (the fields used here). */
interface SiteverifyAnswer {
  success: boolean;
  'error-codes'?: string[];
}

const VERIFY_TIMEOUT_MS = 10_000;

/**
 * Checks a CAPTCHA token with the provider's siteverify endpoint (Cloudflare Turnstile and hCaptcha take the same
 * form: secret, response, remoteip). A missing or refused token is a 400; the provider unreachable is a 503, so a
 * sign-up is never let through unchecked.
 */
export async function verifyCaptcha(config: CaptchaConfig, token: string | undefined, remoteIp: string): Promise<void> {
  if (!token) throw badRequest('captcha_token: the CAPTCHA was not solved; solve it and send the form again');
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    throw new AppError(503, `The CAPTCHA could not be checked (${config.provider}: ${(error as Error).message}); try again in a minute`, {}, { 'Retry-After': '60' });
  }
  if (!answer.success) {
    const codes = answer['error-codes']?.join(', ');
    throw badRequest(`captcha_token: the CAPTCHA was not accepted${codes ? ` (${codes})` : ''}; solve it again`);
  }
}
