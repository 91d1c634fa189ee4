import fs from 'node:fs/promises';
import type { File, Part } from 'formidable';
import type { Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { LIMITS } from '../../config/pricing';
import { AppError, badRequest, payloadTooLarge } from '../../errors';
import { intakeImage } from '../../images/intake';
import { ErrorSchema } from '../schemas/common';
import type { AppContext, AppState } from '../context';

const FORM_LIMITS = {
  maxFileSize: LIMITS.uploadBytes,
  maxFiles: 4,
  maxFields: 20,
  maxFieldsSize: 256 * 1024,
  keepExtensions: false,
};

/** Charsets a text part may declare, as Node decodes them (US-ASCII is a subset of UTF-8). */
const TEXT_ENCODINGS: Record<string, BufferEncoding> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'latin1',
  latin1: 'latin1',
};

/** RFC 7578 section 4.2: a file's part names it with a `filename` (or RFC 5987 `filename*`) parameter. */
function hasFilename(part: Part): boolean {
  const disposition = (part as Part & { headers?: Record<string, string> }).headers?.['content-disposition'] ?? '';
  return /;\s*filename\*?\s*=/i.test(disposition);
}

function charsetOf(part: Part): string {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(part.mimetype ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * Sorts each part into a field or a file the way RFC 7578 does, and notes the parts sent as the wrong kind.
 * formidable files every part that has a Content-Type as an upload (formidable issues 805, 875, 974), but any part may
 * carry one (section 4.4: text/plain is only the default): the text fields of openapi-python-client, .NET's
 * StringContent (`text/plain; charset=utf-8`), Spring's MultipartBodyBuilder and `curl -F "name=Pip;type=text/plain"`
 * all do. A part without a filename is a field, whatever its type; a JSON-typed field stays its JSON text, which the
 * route's schema parses (the brand kit's `palette`).
 */
function sortPart(fileFields: readonly string[], problems: string[]) {
  return (part: Part, handlePart: (part: Part) => void): void => {
    const name = part.name ?? '';
    const isFile = hasFilename(part);
    if (isFile && !fileFields.includes(name)) {
      problems.push(`${name}: is a text field but was sent as a file (a part with a filename); send it as a plain form field`);
    }
    if (!isFile && fileFields.includes(name)) problems.push(`${name}: must be a file: send it as a part with a filename`);
    if (!isFile) {
      const charset = charsetOf(part);
      const encoding = TEXT_ENCODINGS[charset];
      if (!encoding) problems.push(`${name}: charset ${charset} is not supported; send UTF-8`);
      part.mimetype = null;
      (part as Part & { transferEncoding?: string }).transferEncoding = encoding ?? 'utf-8';
    }
    handlePart(part);
  };
}

async function parseForm(ctx: AppContext, fileFields: readonly string[]): Promise<void> {
  const problems: string[] = [];
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: true,
    text: false,
    parsedMethods: [HttpMethodEnum.POST],
    formidable: { ...FORM_LIMITS, onPart: sortPart(fileFields, problems) },
  });
  try {
    await parse(ctx, () => Promise.resolve());
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/maxFileSize|maxTotalFileSize|too large|exceeded/i.test(message)) {
      throw payloadTooLarge(`Uploads are limited to ${LIMITS.uploadBytes / 1024 / 1024} MB`);
    }
    throw new AppError(400, 'Malformed multipart/form-data body');
  }
  if (problems.length > 0) throw badRequest(problems.join('; '));
}

function uploadedFiles(ctx: AppContext): File[] {
  return Object.values(ctx.request.files ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/**
 * Parses a multipart/form-data (or urlencoded) body into ctx.request.body (text fields) and ctx.request.files (the
 * form's file fields); a part of the wrong kind is a 400 naming it. Temp files are always removed.
 */
export function multipartForm(fileFields: readonly string[]): Middleware<AppState> {
  return async (ctx: AppContext, next: Next) => {
    try {
      await parseForm(ctx, fileFields);
      await next();
    } finally {
      await Promise.all(uploadedFiles(ctx).map((file) => fs.rm(file.filepath, { force: true })));
    }
  };
}

/** The bytes of one uploaded file field, if present. */
export async function readUpload(ctx: AppContext, field: string): Promise<Buffer | undefined> {
  const value = ctx.request.files?.[field];
  const file = Array.isArray(value) ? value[0] : value;
  return file ? fs.readFile(file.filepath) : undefined;
}

/** An uploaded image field, checked and re-encoded as PNG (413/415 otherwise); undefined when the form has none. */
export async function readImageUpload(ctx: AppContext, field: string): Promise<Buffer | undefined> {
  const bytes = await readUpload(ctx, field);
  return bytes ? intakeImage(bytes, field) : undefined;
}

/** OpenAPI responses of every route that takes an image upload. */
export const UPLOAD_ERROR_RESPONSES = {
  413: { description: 'Image over 10 MB or 40 megapixels', schema: ErrorSchema },
  415: { description: 'Image is not a PNG, JPEG or WebP', schema: ErrorSchema },
};
