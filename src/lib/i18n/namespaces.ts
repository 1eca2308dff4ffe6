/**
 * Which translation namespaces each route loads (SPEC §2). Every page loads `common` and
 * `get-started`; a page asks for its own with `namespacesFor(route)` and nothing else, so a
 * page never ships another page's strings.
 */
const BASE_NAMESPACES = ['common', 'get-started'] as const;

export const ROUTE_NAMESPACES = {
  '/': ['home'],
  '/pricing': ['pricing'],
  '/gen3-free': ['gen3Free'],
  '/gen3-future': ['gen3Future'],
  '/vidu-studio': ['vidu'],
  '/use-kling-ai': ['useKlingAi'],
  '/use-luma-ai': ['useLumaAi'],
  '/privacy-policy': ['privacyPolicy'],
  '/terms-of-use': ['termsUse'],
  '/help': ['help'],
  // Beyond SPEC §2: the settings' sections for API keys, webhooks and one's data keep their
  // strings in namespaces of their own.
  '/user/settings': ['userSetting', 'apiKeys', 'webhooks', 'myData'],
  '/developers': ['developers'],
  '/user/billing': ['userSetting'],
  '/app': ['app', 'pricing'],
  '/edit/features': ['pricing'],
  '/features/[path]': ['pricing'],
  '/edit': ['app', 'pricing'],
  '/[...path]': ['app', 'pricing'],
  // Not a route of SPEC §2: the operators' console (for accounts with the admin role); it
  // names ledger lines and pages as the billing page does.
  '/admin': ['admin', 'userSetting'],
  // Not a route of SPEC §2: the localized "page not found" of unknown paths.
  '/404': [],
} as const satisfies Record<string, readonly string[]>;

export type RouteKey = keyof typeof ROUTE_NAMESPACES;

export type Namespace = (typeof BASE_NAMESPACES)[number] | (typeof ROUTE_NAMESPACES)[RouteKey][number];

/** Namespaces only the server reads (e-mails), never sent to a page. */
export const SERVER_NAMESPACES = ['emails'] as const;

/** Every namespace that has a file in public/locales/<locale>/. */
export const ALL_NAMESPACES: readonly (Namespace | (typeof SERVER_NAMESPACES)[number])[] = [
  ...new Set<Namespace | (typeof SERVER_NAMESPACES)[number]>([
    ...BASE_NAMESPACES,
    ...Object.values(ROUTE_NAMESPACES).flat(),
    ...SERVER_NAMESPACES,
  ]),
];

/**
 * Namespaces whose text exists in English only (SPEC §2: privacy policy and terms). Every
 * locale has a copy of the English file, kept identical by `npm run i18n:check`, and the page
 * marks that content `lang="en"`.
 */
export const ENGLISH_ONLY_NAMESPACES: readonly string[] = ['privacyPolicy', 'termsUse'];

export function namespacesFor(route: RouteKey): Namespace[] {
  return [...BASE_NAMESPACES, ...ROUTE_NAMESPACES[route]];
}
