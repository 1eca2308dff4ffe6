import { pipeline } from 'node:stream/promises';
import { dataExportDownloadQuery, openDataExportDownload } from '@/server/account/data-export';
import { getDb } from '@/server/db/client';
import { defaultHandler } from '@/server/http/api-handler';
import { getStorage } from '@/server/storage/storage';

/**
 * GET /api/v1/user/data-export/download?token=… → the archive (application/x-tar). The signed
 * token of the status's `downloadUrl` is the credential, as a presigned URL is: a browser
 * follows the link without the Authorization header. It stops working when the archive expires.
 */
export default defaultHandler({
  GET: async (req, res) => {
    const { token } = dataExportDownloadQuery.parse(req.query);
    const archive = await openDataExportDownload(await getDb(), getStorage(), token);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/x-tar');
    res.setHeader('Content-Length', String(archive.size));
    res.setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(archive.body, res);
  },
});

export const config = { api: { bodyParser: false, responseLimit: false } };
