import type { NextApiRequest, NextApiResponse } from 'next';
import { HOUR_SECONDS } from '@/lib/time';
import { openApiDocument } from '@/server/http/openapi/document';

/** GET /api/openapi.json → the OpenAPI 3.1 document of every route (generated once per process). */
export default function openApi(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  res.setHeader('Cache-Control', `public, max-age=${HOUR_SECONDS}`);
  res.status(200).json(openApiDocument());
}
