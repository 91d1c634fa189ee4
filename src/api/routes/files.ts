import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { contentTypeOfKey, isValidStorageKey, PRIVATE_FOLDERS, type StorageFolder } from '../../storage';
import { notFound } from '../../errors';
import { ErrorSchema } from '../schemas/common';
import { z } from '../zod';

const FileParams = z.object({ folder: z.string(), name: z.string() });

/** Stored images and PDFs at unguessable URLs, cached for a year (a key never changes content). */
export function fileRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/files/:folder/:name',
    operationId: 'getFile',
    description: 'Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other responses point here.',
    tag: 'Files',
    summary: 'A stored image or PDF (unguessable URL; no API key needed)',
    auth: false,
    params: FileParams,
    responses: {
      200: { description: 'The file', contentType: 'image/png', schema: z.string().openapi({ format: 'binary' }) },
      404: { description: 'No such file', schema: ErrorSchema },
    },
    handler: async (_ctx, { params }) => {
      const key = `${params.folder}/${params.name}`;
      if (!isValidStorageKey(key) || PRIVATE_FOLDERS.includes(params.folder as StorageFolder)) throw notFound('File');
      const data = await deps.storage.get(key);
      if (!data) throw notFound('File');
      return {
        body: data,
        headers: { 'Content-Type': contentTypeOfKey(key), 'Cache-Control': 'public, max-age=31536000, immutable' },
      };
    },
  });
}
