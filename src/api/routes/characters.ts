import type { Character } from '../../entities/character';
import type { ReferenceImage } from '../../entities/reference-image';
import { createCharacter, fillCharacterDescriptor } from '../../operations/character';
import { drawReferences } from '../../operations/references';
import type { CharacterListItem, LifecycleVerb } from '../../services/characters';
import { publicFileUrl } from '../../storage';
import { LIMITS } from '../../config/pricing';
import type { ApiDeps } from '../context';
import { nextPageLink } from '../links';
import { readImageUpload, UPLOAD_ERROR_RESPONSES } from '../middleware/multipart';
import type { ApiRoutes } from '../routing';
import {
  CharacterListHeaders,
  CharacterListQuery,
  CharacterListSchema,
  CharacterSchema,
  CharacterWithReferencesSchema,
  CreateCharacterForm,
  CreatedCharacterSchema,
  DeletedCharacterSchema,
  EditCharacterBody,
  GenerateReferencesBody,
  ReferencesResultSchema,
} from '../schemas/characters';
import { CONTENT_REFUSED_RESPONSE, ErrorSchema, IdParams, MODEL_FAILED_STATUS } from '../schemas/common';

const TAG = 'Characters';
const NOT_FOUND = { description: 'No such character of yours', schema: ErrorSchema };

const LIFECYCLE: Array<{ verb: LifecycleVerb; operationId: string; summary: string; description: string; conflict: string }> = [
  {
    verb: 'lock',
    operationId: 'lockCharacter',
    summary: 'Lock a draft character: its look is fixed and scenes can be generated',
    description: "Fixes a draft character's look so scenes can be generated of it; 409 says what is missing (for example reference images).",
    conflict: 'The character is not a draft',
  },
  {
    verb: 'unlock',
    operationId: 'unlockCharacter',
    summary: 'Return a locked character to draft (published characters cannot be unlocked)',
    description: 'Returns a locked character to draft so its descriptor and references can change again; published characters stay locked (409).',
    conflict: 'The character is not locked',
  },
  {
    verb: 'publish',
    operationId: 'publishCharacter',
    summary: 'Publish a locked character to the public library',
    description: 'Adds a locked character to the public library, where anyone can browse and import it.',
    conflict: 'The character is not locked',
  },
];

export function characterRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const characters = deps.services.characters;
  const fileUrl = (key: string) => publicFileUrl(deps.config, key);

  const characterView = (character: Character) => ({
    id: character.id,
    name: character.name,
    description: character.description,
    style_notes: character.styleNotes,
    source_image_url: character.sourceImageKey ? fileUrl(character.sourceImageKey) : null,
    face_mode: character.faceMode,
    status: character.status,
    descriptor: character.descriptor,
    created_at: character.createdAt.toISOString(),
  });

  const referenceView = (reference: ReferenceImage) => ({
    id: reference.id,
    character_id: reference.characterId,
    label: reference.label,
    image_url: fileUrl(reference.imageKey),
    alt_text: reference.altText,
    created_at: reference.createdAt.toISOString(),
  });

  const referenceViews = async (characterId: string) => (await characters.references(characterId)).map(referenceView);

  routes.add({
    method: 'post',
    path: '/api/characters',
    operationId: 'createCharacter',
    description: 'Creates a draft character. An optional source photo (PNG, JPEG or WebP) is re-encoded, checked for a face, and its warnings are returned.',
    tag: TAG,
    summary: 'Create a draft character from a name, a description and an optional source image',
    multipart: true,
    body: CreateCharacterForm,
    responses: {
      201: { description: 'Created (draft); `warning` when several people are in the image', schema: CreatedCharacterSchema },
      400: { description: 'Missing or too long name or description', schema: ErrorSchema },
      ...UPLOAD_ERROR_RESPONSES,
    },
    handler: async (ctx, { body, caller }) => {
      const { character, warning } = await createCharacter(deps, caller, {
        name: body.name,
        description: body.description,
        styleNotes: body.style_notes,
        sourcePng: await readImageUpload(ctx, 'image'),
      });
      return { status: 201, body: { ...characterView(character), ...(warning ? { warning } : {}) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/characters',
    operationId: 'listCharacters',
    description:
      "The caller's characters, newest first, with their status and a thumbnail of each one's reference sheet, one page at a time: " +
      `${LIMITS.characterListLimit.default} by default (limit up to ${LIMITS.characterListLimit.max}); the Link header (rel="next") names the next page until the last.`,
    tag: TAG,
    summary: 'Your characters, newest first (paged: follow the Link header)',
    query: CharacterListQuery,
    responses: {
      200: { description: 'One page of characters', schema: CharacterListSchema, headers: CharacterListHeaders },
      400: { description: 'limit out of range, or a cursor from another list', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, query }) => {
      const listView = ({ character, cover }: CharacterListItem) => ({
        ...characterView(character),
        reference_image_url: cover ? fileUrl(cover.imageKey) : null,
        reference_image_alt_text: cover ? cover.altText : null,
      });
      const page = await characters.page(user.id, { limit: query.limit, cursor: query.cursor });
      const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
      if (page.nextCursor) {
        headers.Link = nextPageLink(deps.config, '/api/characters', { limit: query.limit, cursor: page.nextCursor });
        headers['X-Next-Cursor'] = page.nextCursor;
      }
      return { body: page.rows.map(listView), headers };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/characters/:id',
    operationId: 'getCharacter',
    description: 'One character with its descriptor, status and reference images.',
    tag: TAG,
    summary: 'One of your characters with its reference images',
    params: IdParams,
    responses: { 200: { description: 'The character', schema: CharacterWithReferencesSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => {
      const character = await characters.get(user.id, params.id);
      return { body: { ...characterView(character), references: await referenceViews(character.id) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/api/characters/:id',
    operationId: 'editCharacter',
    description: "Changes a draft character's name, description, style notes or descriptor (fields left out stay as they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once the character is locked or published (unlock it first).",
    tag: TAG,
    summary: 'Edit a draft character: name, description, style notes, descriptor',
    params: IdParams,
    body: EditCharacterBody,
    responses: {
      200: { description: 'The character as it is now', schema: CharacterSchema },
      400: { description: 'A field breaks its rule (the error names it)', schema: ErrorSchema },
      404: NOT_FOUND,
      409: { description: 'The character is not a draft', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, params, body }) => {
      const { style_notes: styleNotes, ...rest } = body;
      const changes = { ...rest, ...(styleNotes !== undefined ? { styleNotes } : {}) };
      return { body: characterView(await characters.edit(user.id, params.id, changes)) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/characters/:id',
    operationId: 'deleteCharacter',
    description: 'Deletes the character, its reference images, the scenes generated of it and their stored files.',
    tag: TAG,
    summary: 'Delete a character with its reference images, generated images and stored files',
    params: IdParams,
    responses: { 200: { description: 'Deleted', schema: DeletedCharacterSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => {
      await characters.remove(user.id, params.id);
      return { body: { deleted: true, id: params.id } };
    },
  });

  for (const { verb, operationId, summary, description, conflict } of LIFECYCLE) {
    routes.add({
      method: 'post',
      path: `/api/characters/:id/${verb}`,
      operationId,
      description,
      tag: TAG,
      summary,
      params: IdParams,
      responses: {
        200: { description: 'The character in its new state', schema: CharacterSchema },
        404: NOT_FOUND,
        409: { description: conflict, schema: ErrorSchema },
      },
      handler: async (_ctx, { user, params }) => ({ body: characterView(await characters.move(user.id, params.id, verb)) }),
    });
  }

  routes.add({
    method: 'post',
    path: '/api/characters/:id/auto-fill-descriptor',
    operationId: 'autoFillCharacterDescriptor',
    description: 'Fills the empty fields of a draft character\'s descriptor from its description and source photo; fields already set are kept.',
    tag: TAG,
    summary: "Fill a draft character's descriptor (hair, eyes, skin, build, outfit, accessories, palette) from its description and source image",
    params: IdParams,
    responses: {
      200: { description: 'The character with its new descriptor', schema: CharacterSchema },
      404: NOT_FOUND,
      409: { description: 'The character is not a draft', schema: ErrorSchema },
      502: { description: 'The descriptor model failed', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, caller }) => ({ body: characterView(await fillCharacterDescriptor(deps, caller, params.id)) }),
  });

  routes.add({
    method: 'post',
    path: '/api/characters/:id/references',
    operationId: 'drawCharacterReferences',
    description: 'Draws the reference sheet of a draft character: one image per label (angles and expressions). Free, for accounts whose email address is confirmed or that bought credits.',
    tag: TAG,
    summary: 'Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces its image',
    params: IdParams,
    body: GenerateReferencesBody,
    responses: {
      200: { description: 'What was made now, all reference images, and labels that failed', schema: ReferencesResultSchema },
      400: { description: 'Invalid labels or unknown model', schema: ErrorSchema },
      404: NOT_FOUND,
      403: { description: 'The account\'s email address is not confirmed and it bought no credits (free work needs one or the other), or signed in with the session cookie without the X-CSRF-Token header', schema: ErrorSchema },
      409: { description: 'The character is not a draft', schema: ErrorSchema },
      422: CONTENT_REFUSED_RESPONSE,
      502: { description: 'No label could be drawn', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, body, caller }) => {
      const outcome = await drawReferences(deps, caller, { characterId: params.id, labels: body.labels, model: body.model });
      const failures = outcome.failures.map((failure) => ({ label: failure.label, error: failure.error, status: failure.status ?? MODEL_FAILED_STATUS }));
      return { body: { generated: outcome.generated, references: await referenceViews(params.id), failures } };
    },
  });
}
