/**
 * Answer schemas of the API-key routes (API.md "API keys and webhooks") for the OpenAPI
 * document; the request's schema is the one the route parses with (src/server/api-keys).
 */
import { z } from 'zod';
import { API_KEY_PREFIX } from '@/lib/api-keys';

const apiKeyRow = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
    createdAt: z.number().int(),
    lastUsedAt: z.number().int().nullable(),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyList = z.array(apiKeyRow);

export const createdApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  key: z.string().startsWith(API_KEY_PREFIX).meta({ description: 'Shown only in this answer' }),
});
