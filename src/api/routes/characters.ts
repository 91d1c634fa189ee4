import type { Character } from '../../entities/character';
import type { ReferenceImage } from '../../entities/reference-image';
import { createCharacter, fillCharacterDescriptor } from '../../operations/character';
import { drawReferences } from '../../operations/references';
import type { LifecycleVerb } from '../../services/characters';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import { multipartBody, readImageUpload, UPLOAD_ERROR_RESPONSES } from '../middleware/multipart';
import type { ApiRoutes } from '../routing';
import {
  CharacterListSchema,
  CharacterSchema,
  CharacterWithReferencesSchema,
  CreateCharacterForm,
  CreatedCharacterSchema,
  DeletedCharacterSchema,
  GenerateReferencesBody,
  ReferencesResultSchema,
} from '../schemas/characters';
import { ErrorSchema, IdParams } from '../schemas/common';

const TAG = 'Characters';
const NOT_FOUND = { description: 'No such character of yours', schema: ErrorSchema };

const LIFECYCLE: Array<{ verb: LifecycleVerb; summary: string; conflict: string }> = [
  { verb: 'lock', summary: 'Lock a draft character: its look is fixed and scenes can be generated', conflict: 'The character is not a draft' },
  { verb: 'unlock', summary: 'Return a locked character to draft (published characters cannot be unlocked)', conflict: 'The character is not locked' },
  { verb: 'publish', summary: 'Publish a locked character to the public library', conflict: 'The character is not locked' },
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
    created_at: reference.createdAt.toISOString(),
  });

  const referenceViews = async (characterId: string) => (await characters.references(characterId)).map(referenceView);

  routes.add({
    method: 'post',
    path: '/api/characters',
    tag: TAG,
    summary: 'Create a draft character from a name, a description and an optional source image',
    multipart: true,
    before: [multipartBody],
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
    tag: TAG,
    summary: 'Your characters, newest first',
    responses: { 200: { description: 'Characters', schema: CharacterListSchema } },
    handler: async (_ctx, { user }) => ({ body: (await characters.list(user.id)).map(characterView) }),
  });

  routes.add({
    method: 'get',
    path: '/api/characters/:id',
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
    method: 'delete',
    path: '/api/characters/:id',
    tag: TAG,
    summary: 'Delete a character with its reference images, generated images and stored files',
    params: IdParams,
    responses: { 200: { description: 'Deleted', schema: DeletedCharacterSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => {
      await characters.remove(user.id, params.id);
      return { body: { deleted: true, id: params.id } };
    },
  });

  for (const { verb, summary, conflict } of LIFECYCLE) {
    routes.add({
      method: 'post',
      path: `/api/characters/:id/${verb}`,
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
    tag: TAG,
    summary: 'Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces its image',
    params: IdParams,
    body: GenerateReferencesBody,
    responses: {
      200: { description: 'What was made now, all reference images, and labels that failed', schema: ReferencesResultSchema },
      400: { description: 'Invalid labels or unknown model', schema: ErrorSchema },
      404: NOT_FOUND,
      409: { description: 'The character is not a draft', schema: ErrorSchema },
      502: { description: 'No label could be drawn', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, body, caller }) => {
      const outcome = await drawReferences(deps, caller, { characterId: params.id, labels: body.labels, model: body.model });
      return { body: { generated: outcome.generated, references: await referenceViews(params.id), failures: outcome.failures } };
    },
  });
}
