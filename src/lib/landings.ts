/** The free-trial landing pages (SPEC §1), for the footer, the sitemap and the tests. */
export const LANDING_SLUGS = ['gen3-free', 'gen3-future', 'vidu-studio', 'use-kling-ai', 'use-luma-ai'] as const;

export const LANDING_PATHS: readonly string[] = LANDING_SLUGS.map((slug) => `/${slug}`);
