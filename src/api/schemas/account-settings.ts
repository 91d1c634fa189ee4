import { z } from '../zod';
import { isoDate } from './common';
import { consoleLanguage } from './session';

export const ChangePasswordBody = z
  .object({
    current_password: z.string().min(1).max(200).openapi({ example: 'correct horse battery' }),
    new_password: z.string().openapi({ description: 'At least 10 characters, not a common password', example: 'a new and longer passphrase' }),
  })
  .openapi('ChangePassword');

export const PasswordChangedSchema = z
  .object({
    changed: z.literal(true),
    other_sessions_ended: z.number().int().openapi({ description: 'Console sign-ins ended by the change (all but the one that asked)' }),
  })
  .openapi('PasswordChanged');

export const ChangeEmailBody = z
  .object({
    email: z.string().max(320).openapi({ description: 'The new address; the account moves there once the link sent to it is followed', example: 'ada.new@example.com' }),
    password: z.string().min(1).max(200).openapi({ example: 'correct horse battery' }),
  })
  .openapi('ChangeEmail');

export const EmailChangeSchema = z
  .object({ pending_email: z.string(), message: z.string() })
  .openapi('EmailChangeRequested');

export const VerificationSentSchema = z.object({ sent: z.literal(true), email: z.string() }).openapi('VerificationSent');

export const AccountExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['preparing', 'ready', 'failed', 'expired']),
    created_at: isoDate(),
    ready_at: isoDate().nullable(),
    expires_at: isoDate().nullable().openapi({ description: 'After this the zip is deleted; ask for a new export' }),
    size_bytes: z.number().int().nullable(),
    download_url: z.string().nullable().openapi({ description: 'The zip (needs your API key or session) while the export is ready' }),
    error: z.string().nullable(),
  })
  .openapi('AccountExport');

export const AccountExportListSchema = z.object({ exports: z.array(AccountExportSchema) }).openapi('AccountExportList');

export const DeleteAccountBody = z
  .object({
    confirm: z.string().max(320).openapi({ description: "The account's email address, typed by its owner", example: 'ada@example.com' }),
    password: z.string().max(200).optional().openapi({ description: 'Needed when signed in with the console (session cookie)' }),
  })
  .openapi('DeleteAccount');

export const AccountDeletionSchema = z
  .object({
    deletion: z.literal('started'),
    run_id: z.string().openapi({ description: 'The deletion run (Temporal workflow id), for the operator' }),
    message: z.string(),
  })
  .openapi('AccountDeletion');

export const AccountPreferencesBody = z
  .object({
    console_language: consoleLanguage("The web console's language for this account (en, es, ja or ar); null: each browser's own language"),
  })
  .openapi('AccountPreferencesChange');

export const AccountPreferencesSchema = z
  .object({ console_language: consoleLanguage("The web console's language for this account; null: each browser's own") })
  .openapi('AccountPreferences');
