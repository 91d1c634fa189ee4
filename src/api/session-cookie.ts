import { SESSION_FORMAT } from '../config/pricing';

/** `Secure` whenever the console is served over https (PUBLIC_BASE_URL). */
export function cookieIsSecure(publicBaseUrl: string): boolean {
  return publicBaseUrl.startsWith('https:');
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${SESSION_FORMAT.cookieName}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The session cookie, living until the session expires. */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return cookie(token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
}
