import { ACCOUNTS } from '../../config/pricing';
import type { AccountExport } from '../../entities/account-export';
import { deleteAccount } from '../../operations/account-deletion';
import { currentExport, startExport } from '../../operations/account-export';
import { changePassword, requestEmailChange, resendConfirmationLink } from '../../operations/accounts';
import type { ApiDeps, AppContext } from '../context';
import type { ApiRoutes } from '../routing';
import {
  AccountDeletionSchema,
  AccountExportListSchema,
  AccountExportSchema,
  AccountPreferencesBody,
  AccountPreferencesSchema,
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailChangeSchema,
  PasswordChangedSchema,
  VerificationSentSchema,
} from '../schemas/account-settings';
import { ErrorSchema, IdParams } from '../schemas/common';
import { clearedSessionCookie, cookieIsSecure } from '../session-cookie';
import { z } from '../zod';

function exportView(baseUrl: string, made: AccountExport) {
  return {
    id: made.id,
    status: made.status,
    created_at: made.createdAt.toISOString(),
    ready_at: made.readyAt?.toISOString() ?? null,
    expires_at: made.expiresAt?.toISOString() ?? null,
    size_bytes: made.sizeBytes,
    download_url: made.status === 'ready' ? `${baseUrl}/api/account/exports/${made.id}/download` : null,
    error: made.error,
  };
}

const EXPORTS_LISTED = 10;
const PASSWORD_REFUSED = { description: 'A field is missing, the password given is not yours, or the new one breaks a rule (the error names it)', schema: ErrorSchema };
const TOO_MANY = { description: 'Too many emails or wrong passwords in a short time (Retry-After)', schema: ErrorSchema };

/** The account itself: its address and password, what it holds as one zip, and its deletion. */
export function accountSettingsRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const secure = cookieIsSecure(deps.config.publicBaseUrl);

  routes.add({
    method: 'post',
    path: '/api/account/verification',
    operationId: 'resendConfirmationEmail',
    description: 'Emails a new link to confirm the account\'s address (each works once, for 24 hours). Limited per account and hour.',
    tag: 'Account',
    summary: 'Send the email confirmation link again',
    responses: {
      202: { description: 'The email is on its way', schema: VerificationSentSchema },
      409: { description: 'The address is confirmed already', schema: ErrorSchema },
      429: TOO_MANY,
    },
    handler: async (_ctx, { caller }) => {
      await resendConfirmationLink(deps, caller);
      return { status: 202, body: { sent: true as const, email: caller.user.email } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/account/password',
    operationId: 'changePassword',
    description: 'Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every other console sign-in ends, and a notice goes to the account\'s address.',
    tag: 'Account',
    summary: 'Change the password',
    body: ChangePasswordBody,
    responses: { 200: { description: 'Changed', schema: PasswordChangedSchema }, 400: PASSWORD_REFUSED, 429: TOO_MANY },
    handler: async (ctx: AppContext, { body, caller }) => {
      const change = { current: body.current_password, replacement: body.new_password, keepSession: ctx.state.sessionToken, address: ctx.ip };
      const ended = await changePassword(deps, caller, change);
      return { body: { changed: true as const, other_sessions_ended: ended } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/account/email',
    operationId: 'changeEmail',
    description: 'Asks to move the account to another address (the password must be given): a confirmation link goes to the new address, and the account moves there when it is followed; the old address is then told.',
    tag: 'Account',
    summary: 'Change the email address (confirmed by a link sent to the new one)',
    body: ChangeEmailBody,
    responses: { 202: { description: 'The confirmation link is on its way to the new address', schema: EmailChangeSchema }, 400: PASSWORD_REFUSED, 429: TOO_MANY },
    handler: async (ctx: AppContext, { body, caller }) => {
      const pending = await requestEmailChange(deps, caller, { email: body.email, password: body.password, address: ctx.ip });
      return { status: 202, body: { pending_email: pending, message: `Follow the link sent to ${pending} to move your account there.` } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/account/export',
    operationId: 'getAccountExport',
    description: `Your current export: everything the account holds (characters with references, scenes, storybooks, comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details, marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this starts one (202); its download link is emailed and shown here once ready, for ${deps.config.accountExportTtlMs / 86_400_000} days.`,
    tag: 'Account',
    summary: 'Your data as one zip: the current export, started when there is none',
    responses: {
      200: { description: 'The export being prepared or ready', schema: AccountExportSchema },
      202: { description: 'A new export was started', schema: AccountExportSchema },
      429: { description: 'Too many new exports this hour (Retry-After)', schema: ErrorSchema },
      503: { description: 'The export could not be started (Retry-After)', schema: ErrorSchema },
    },
    handler: async (_ctx, { caller }) => {
      const { export: made, started } = await currentExport(deps, caller);
      return { status: started ? 202 : 200, body: exportView(deps.config.publicBaseUrl, made) };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/account/export',
    operationId: 'startAccountExport',
    description: `Starts a new export of the account (for instance after changes since the last one); 409 while one is being prepared. Once it is ready it replaces the older ones' zips (one zip per account); ${ACCOUNTS.exportsPerHour} new exports an hour at most.`,
    tag: 'Account',
    summary: 'Start a new export of your data',
    responses: {
      202: { description: 'Started', schema: AccountExportSchema },
      409: { description: 'An export is being prepared', schema: ErrorSchema },
      429: { description: 'Too many new exports this hour (Retry-After)', schema: ErrorSchema },
      503: { description: 'The export could not be started (Retry-After)', schema: ErrorSchema },
    },
    handler: async (_ctx, { caller }) => ({ status: 202, body: exportView(deps.config.publicBaseUrl, await startExport(deps, caller)) }),
  });

  routes.add({
    method: 'get',
    path: '/api/account/exports',
    operationId: 'listAccountExports',
    description: `Your last ${EXPORTS_LISTED} exports, newest first, with their status and download links; reading them starts nothing.`,
    tag: 'Account',
    summary: 'Your exports, newest first',
    responses: { 200: { description: 'Exports', schema: AccountExportListSchema } },
    handler: async (_ctx, { user }) => ({ body: { exports: (await deps.services.accountExports.list(user.id, EXPORTS_LISTED)).map((made) => exportView(deps.config.publicBaseUrl, made)) } }),
  });

  routes.add({
    method: 'get',
    path: '/api/account/exports/:id',
    operationId: 'getAccountExportById',
    description: 'One of your exports, with its download link while it is ready.',
    tag: 'Account',
    summary: 'One of your exports',
    params: IdParams,
    responses: { 200: { description: 'The export', schema: AccountExportSchema } },
    handler: async (_ctx, { user, params }) => ({ body: exportView(deps.config.publicBaseUrl, await deps.services.accountExports.owned(user.id, params.id)) }),
  });

  routes.add({
    method: 'get',
    path: '/api/account/exports/:id/download',
    operationId: 'downloadAccountExport',
    description: 'The zip of one of your exports, while it is ready (then 410). Needs your API key or session: the link is not public.',
    tag: 'Account',
    summary: 'Download an export (zip)',
    params: IdParams,
    responses: {
      200: { description: 'The zip', contentType: 'application/zip', schema: z.string().openapi({ format: 'binary' }) },
      409: { description: 'The export is still being prepared, or it failed', schema: ErrorSchema },
      410: { description: 'The export expired and its file was deleted', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, params }) => {
      const { zip, sizeBytes } = await deps.services.accountExports.download(user.id, params.id);
      return {
        body: zip,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="likeness-export-${params.id.slice(0, 8)}.zip"`,
          'Cache-Control': 'private, no-store',
          ...(sizeBytes === null ? {} : { 'Content-Length': String(sizeBytes) }),
        },
      };
    },
  });

  routes.add({
    method: 'patch',
    path: '/api/account',
    operationId: 'updateAccountPreferences',
    description: "Changes the account's preferences: the language the web console is shown in, kept for the account so every browser it signs in from shows it (null: each browser's own language).",
    tag: 'Account',
    summary: "Change the account's preferences (the console's language)",
    body: AccountPreferencesBody,
    responses: {
      200: { description: 'The preferences as they are now', schema: AccountPreferencesSchema },
      400: { description: 'Not a language the console is written in', schema: ErrorSchema },
    },
    handler: async (_ctx, { body, caller }) => {
      await deps.services.users.setConsoleLanguage(caller.user.id, body.console_language);
      return { body: { console_language: body.console_language } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/account',
    operationId: 'deleteAccount',
    description:
      'Deletes the account for good. The body confirms it with the account\'s email as its owner types it (and, signed in with the console, the password). API keys and sessions end at once; a deletion run then stops the account\'s running work (each unit it did not deliver is refunded), cancels its Stripe subscription at once (no further payment is taken; the period already paid is not refunded), removes every file and row the account owns, and keeps the credit ledger and marketplace sales without anything that names the person. A paid plan never refuses the deletion. Asking again joins the same run.',
    tag: 'Account',
    summary: 'Delete your account and everything in it',
    body: DeleteAccountBody,
    responses: {
      202: { description: 'Access ended; the deletion is under way (Set-Cookie clears the session)', schema: AccountDeletionSchema },
      400: { description: 'confirm is not the account\'s email, or the password is wrong', schema: ErrorSchema },
      429: TOO_MANY,
    },
    handler: async (ctx: AppContext, { body, caller }) => {
      const runId = await deleteAccount(deps, caller, { confirm: body.confirm, password: body.password, sessionToken: ctx.state.sessionToken, address: ctx.ip });
      return {
        status: 202,
        body: { deletion: 'started' as const, run_id: runId, message: 'Your keys and sign-ins have ended. Everything in your account is being deleted; a last email confirms it.' },
        headers: { 'Set-Cookie': clearedSessionCookie(secure) },
      };
    },
  });
}
