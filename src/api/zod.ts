import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Request and response schemas drive both validation and /openapi.json.
extendZodWithOpenApi(z);

export { z };
