/**
 * Answer schema of the "download my data" routes: the OpenAPI document's, and through
 * DataExportStatus the type the service returns and the settings page reads.
 */
import { z } from 'zod';

export const dataExportStatus = z
  .object({
    id: z.string(),
    state: z.enum(['preparing', 'ready', 'failed']),
    createdAt: z.number().int(),
    expiresAt: z.number().int().nullable().meta({ description: 'When the archive is deleted, once ready' }),
    bytes: z.number().int().nullable(),
    downloadUrl: z.string().nullable().meta({ description: 'A signed link, valid until expiresAt' }),
  })
  .meta({ id: 'DataExport' });

export type DataExportStatus = z.infer<typeof dataExportStatus>;
