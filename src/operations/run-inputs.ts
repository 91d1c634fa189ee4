// Small pieces every operation uses to turn a request into run input.
import crypto from 'node:crypto';
import { badRequest } from '../errors';
import type { ImageModelCatalogue } from './context';

/** The model a request names, or the default; 400 listing the valid names otherwise. */
export function checkModelName(name: string | undefined, catalogue: ImageModelCatalogue): string {
  if (name === undefined) return catalogue.defaultName;
  if (!catalogue.names.includes(name)) throw badRequest(`Unknown model "${name}". Valid models: ${catalogue.names.join(', ')}`);
  return name;
}

/** A stable seed from an id, so the same request renders the same first attempt. */
export function seedFrom(id: string): number {
  return crypto.createHash('sha256').update(id).digest().readUInt32BE(0) % 2_147_483_647;
}
