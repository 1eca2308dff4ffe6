import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/env';
import { robotsTxt, sitemapXml } from '@/server/seo/seo-files';
import { HOUR_SECONDS } from '@/lib/time';

const started = new Date();

/** What the server rewrites `/sitemap.xml` and `/robots.txt` to: each made from the runtime PUBLIC_URL. */
const FILES: Record<string, { type: string; make: (origin: string) => string }> = {
  sitemap: { type: 'application/xml; charset=utf-8', make: (origin) => sitemapXml(origin, started) },
  robots: { type: 'text/plain; charset=utf-8', make: robotsTxt },
};

export default function seoFile(req: NextApiRequest, res: NextApiResponse) {
  const file = FILES[String(req.query.file)];
  if (!file) {
    res.status(404).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  res.setHeader('Content-Type', file.type).setHeader('Cache-Control', `public, max-age=${HOUR_SECONDS}`);
  res.status(200).send(file.make(serverEnv().PUBLIC_URL));
}
