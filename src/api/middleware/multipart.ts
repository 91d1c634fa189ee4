import fs from 'node:fs/promises';
import type { File } from 'formidable';
import type { Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { LIMITS } from '../../config/pricing';
import { AppError, payloadTooLarge } from '../../errors';
import { intakeImage } from '../../images/intake';
import { ErrorSchema } from '../schemas/common';
import type { AppContext } from '../context';

const parseMultipart = koaBody({
  multipart: true,
  json: false,
  urlencoded: true,
  text: false,
  parsedMethods: [HttpMethodEnum.POST],
  formidable: {
    maxFileSize: LIMITS.uploadBytes,
    maxFiles: 4,
    maxFields: 20,
    maxFieldsSize: 256 * 1024,
    keepExtensions: false,
  },
});

function uploadedFiles(ctx: AppContext): File[] {
  return Object.values(ctx.request.files ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/** Parses multipart/form-data into ctx.request.body (fields) and ctx.request.files; temp files are always removed. */
export async function multipartBody(ctx: AppContext, next: Next): Promise<void> {
  try {
    await parseMultipart(ctx, () => Promise.resolve());
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/maxFileSize|maxTotalFileSize|too large|exceeded/i.test(message)) {
      throw payloadTooLarge(`Uploads are limited to ${LIMITS.uploadBytes / 1024 / 1024} MB`);
    }
    throw new AppError(400, 'Malformed multipart/form-data body');
  }
  try {
    await next();
  } finally {
    await Promise.all(uploadedFiles(ctx).map((file) => fs.rm(file.filepath, { force: true })));
  }
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
