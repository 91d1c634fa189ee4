/**
 * The account emails, each in plain text and HTML from one description (heading, paragraphs, at most one button), so
 * the two never say different things. Pure: the caller supplies links and figures; every value is escaped in HTML.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Said after the button, e.g. how long the link works. */
  after?: string[];
}

const BRAND = '#4338ca';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function textOf(content: MailContent): string {
  const button = content.button ? [`${content.button.label}: ${content.button.url}`] : [];
  return [content.heading, ...content.paragraphs, ...button, ...(content.after ?? []), '— Likeness'].join('\n\n') + '\n';
}

function htmlOf(content: MailContent): string {
  const paragraph = (text: string, muted = false) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${muted ? '#52525b' : '#18181b'}">${escapeHtml(text)}</p>`;
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}">` +
      `<a href="${escapeHtml(content.button.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(content.button.label)}</a>` +
      `</td></tr></table>` +
      paragraph(`If the button does not work, copy this address into your browser: ${content.button.url}`, true)
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border:1px solid #e4e4e7">
<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;color:${BRAND}">Likeness</td></tr>
<tr><td style="padding:16px 32px 16px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#18181b">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${button}
${(content.after ?? []).map((text) => paragraph(text, true)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e4e7;font-size:13px;line-height:20px;color:#71717a">You get this email because of your Likeness account. It was sent automatically; replies are not read.</td></tr>
</table></td></tr></table>
</body>
</html>
`;
}

function rendered(content: MailContent): RenderedMail {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content) };
}

/** "24 hours", "30 minutes": how long a link works. */
function durationInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "25 November 2026 at 14:05 UTC". */
export function dateInWords(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day} at ${time} UTC`;
}

function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function verifyEmailMail(input: { link: string; lifetimeMs: number; credits: number }): RenderedMail {
  return rendered({
    subject: 'Confirm your email address for Likeness',
    preview: 'One click to confirm your address.',
    heading: 'Confirm your email address',
    paragraphs: [
      'Thanks for signing up to Likeness. Please confirm that this address is yours.',
      ...(input.credits > 0 ? [`Once it is confirmed, your ${input.credits} free credits are added to your account.`] : []),
    ],
    button: { label: 'Confirm my address', url: input.link },
    after: [`The link works once, for ${durationInWords(input.lifetimeMs)}.`, 'If you did not sign up, ignore this email: nothing happens without the click.'],
  });
}

export function changeEmailMail(input: { link: string; lifetimeMs: number }): RenderedMail {
  return rendered({
    subject: 'Confirm your new email address for Likeness',
    preview: 'Confirm the new address of your Likeness account.',
    heading: 'Confirm your new email address',
    paragraphs: ['You asked to use this address for your Likeness account. It takes the place of the old one once you confirm it.'],
    button: { label: 'Use this address', url: input.link },
    after: [`The link works once, for ${durationInWords(input.lifetimeMs)}.`, 'If you did not ask for this, ignore this email: your account keeps its address.'],
  });
}

export function resetPasswordMail(input: { link: string; lifetimeMs: number }): RenderedMail {
  return rendered({
    subject: 'Reset your Likeness password',
    preview: 'A link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: ['Someone (we hope you) asked to reset the password of your Likeness account. Choose a new one with the button below.'],
    button: { label: 'Choose a new password', url: input.link },
    after: [
      `The link works once, for ${durationInWords(input.lifetimeMs)}. Setting a new password signs out every browser signed in to your account.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}

export function signUpAttemptMail(input: { signInLink: string; resetLink: string; verified: boolean }): RenderedMail {
  return rendered({
    subject: 'Someone tried to sign up to Likeness with your address',
    preview: 'You have a Likeness account already.',
    heading: 'You have an account already',
    paragraphs: [
      'Someone (we hope you) tried to create a Likeness account with this email address. It has an account already, so no new one was made and nothing about your account changed.',
      ...(input.verified ? [] : ['Your address is not confirmed yet: sign in, and the page offers to send the confirmation link again.']),
    ],
    button: { label: 'Sign in', url: input.signInLink },
    after: [`Forgot your password? Choose a new one at ${input.resetLink}`, 'If it was not you, ignore this email: nobody can sign in without your password.'],
  });
}

export function passwordChangedMail(input: { at: Date; resetLink: string }): RenderedMail {
  return rendered({
    subject: 'Your Likeness password was changed',
    preview: 'Your password was changed.',
    heading: 'Your password was changed',
    paragraphs: [`The password of your Likeness account was changed on ${dateInWords(input.at)}. Other browsers that were signed in have been signed out.`],
    after: [`If this was not you, reset your password now at ${input.resetLink} and check your API keys.`],
  });
}

export function emailChangedMail(input: { at: Date; newEmail: string; resetLink: string }): RenderedMail {
  return rendered({
    subject: 'Your Likeness email address was changed',
    preview: 'Your account now uses another email address.',
    heading: 'Your email address was changed',
    paragraphs: [`On ${dateInWords(input.at)} your Likeness account moved to the address ${input.newEmail}. This address gets no more email about it.`],
    after: [`If this was not you, write to the operator of this Likeness service at once; ${input.resetLink} resets the password of an address you control.`],
  });
}

export function exportReadyMail(input: { link: string; sizeBytes: number; expiresAt: Date }): RenderedMail {
  return rendered({
    subject: 'Your Likeness export is ready',
    preview: 'Everything in your account, in one zip.',
    heading: 'Your export is ready',
    paragraphs: [
      `Everything your account holds is in one zip file of ${sizeInWords(input.sizeBytes)}: characters with their references, scenes, storybooks, comics with their PDF, CBZ and EPUB, brand kits, your credit history as CSV and your API keys' details.`,
      'Sign in and download it from your account page.',
    ],
    button: { label: 'Download my export', url: input.link },
    after: [`It can be downloaded until ${dateInWords(input.expiresAt)}; then it is deleted.`],
  });
}

export function accountDeletedMail(input: { at: Date }): RenderedMail {
  return rendered({
    subject: 'Your Likeness account was deleted',
    preview: 'Your account and everything in it are gone.',
    heading: 'Your account was deleted',
    paragraphs: [
      `As you asked, your Likeness account was deleted on ${dateInWords(input.at)}: your characters, scenes, storybooks, comics, brand kits, exports, API keys and sign-ins are gone, and work that was running was stopped with its unused credits refunded.`,
      'The credit history is kept without your name or address, as bookkeeping law requires, and sales on the marketplace stay anonymous in the other party’s books.',
    ],
    after: ['This is the last email you get from us.'],
  });
}
