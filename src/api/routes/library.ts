import type { LibraryCharacter } from '../../entities/library-character';
import { coverReference, LibraryService } from '../../services/library';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { ImportBody, ImportedSchema, LibraryPageSchema, LibraryQuery } from '../schemas/library';

export function libraryRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const library = new LibraryService(deps.dataSource, deps.storage);

  const libraryCharacterView = (entry: LibraryCharacter) => {
    const cover = coverReference(entry);
    return {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      style_notes: entry.styleNotes,
      appearance_summary: entry.appearanceSummary,
      clothing_description: entry.clothingDescription,
      personality_traits: entry.personalityTraits,
      reference_image_url: cover ? publicFileUrl(deps.config, cover.imageKey) : null,
      reference_image_alt_text: cover ? cover.altText : null,
      usage_count: entry.usageCount,
    };
  };

  routes.add({
    method: 'get',
    path: '/api/library',
    operationId: 'listLibraryCharacters',
    description:
      'Browses the public library of ready-made and published characters, with search (every word, or the beginning of one, ' +
      'in the name, appearance or description); no API key needed. Pass next_cursor as cursor for the next page.',
    tag: 'Library',
    summary: 'Browse the public character library (no API key needed); most imported first, then by name',
    auth: false,
    query: LibraryQuery,
    responses: {
      200: { description: 'One page of matches and the number of all matches', schema: LibraryPageSchema },
      400: { description: 'limit outside 1-200, search too long, or a cursor from another list', schema: ErrorSchema },
    },
    handler: async (_ctx, { query }) => {
      const page = await library.search(query);
      return { body: { characters: page.rows.map(libraryCharacterView), total: page.total, total_exact: page.exact, next_cursor: page.nextCursor } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/library/import',
    operationId: 'importLibraryCharacter',
    description: 'Copies a library character into the caller\'s account as a locked character with its own reference images. Free.',
    tag: 'Library',
    summary: 'Copy a library character into your account (locked, with its own reference images; free)',
    body: ImportBody,
    responses: {
      201: { description: 'The new character in your account', schema: ImportedSchema },
      400: { description: 'library_character_id missing or not a UUID', schema: ErrorSchema },
      404: { description: 'No such library character', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, body }) => {
      const character = await library.importCopy(user.id, body.library_character_id);
      return { status: 201, body: { character_id: character.id, name: character.name } };
    },
  });
}
