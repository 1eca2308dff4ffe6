import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../../env';
import { robotsTxt } from '../../../server/seo/seo-files';

/** GET /robots.txt (rewritten here by the server). */
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  res.setHeader('Content-Type', 'text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(robotsTxt(serverEnv().PUBLIC_URL));
}
