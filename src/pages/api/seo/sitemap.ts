import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../../env';
import { sitemapXml } from '../../../server/seo/seo-files';

const started = new Date();

/** GET /sitemap.xml (rewritten here by the server). */
export default function sitemap(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(sitemapXml(serverEnv().PUBLIC_URL, started));
}
