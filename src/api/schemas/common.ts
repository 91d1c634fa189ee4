import { z } from '../zod';

export const ErrorSchema = z.object({ error: z.string() }).openapi('Error');

export const IdParams = z.object({ id: z.uuid() });

export const isoDate = () => z.string().openapi({ format: 'date-time' });
