/**
 * `/developers`: how a program uses Vidloom (keys, answers, limits, credits and idempotency,
 * webhooks and their signatures) in the page's language, then every route of the OpenAPI
 * document with its inputs, answer, errors and curl and JavaScript examples. Code, paths and
 * field names stay as the document writes them (English, left to right in every language).
 */
import { useTranslation } from '@/lib/i18n/react';
import { PageHead } from '@/components/PageHead';
import type { Field, RouteDoc } from './reference';

const GUIDE = ['keys', 'answers', 'limits', 'credits', 'webhooks', 'signature'] as const;

const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && parts.v1?.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}`;

function Code({ children, label }: { children: string; label: string }) {
  return (
    <figure className="mt-2">
      <figcaption className="text-xs text-ink-soft">{label}</figcaption>
      {/* Code reads left to right in every language; it scrolls inside its box, never the page. */}
      <pre
        dir="ltr"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="mt-1 max-w-full overflow-x-auto rounded-xl bg-ink/5 p-3 text-start font-mono text-xs leading-relaxed text-ink"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

function Fields({ fields, where }: { fields: Field[]; where: boolean }) {
  const { t } = useTranslation('developers');
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="text-ink-soft">
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('labels.field')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('labels.type')}
            </th>
            {where && (
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('labels.where')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.where}-${field.name}`} className="border-t border-ink/10 align-top">
              <td className="py-1 pe-3">
                <code dir="ltr" className="font-mono text-xs text-ink">
                  {field.name}
                </code>{' '}
                <span className="text-xs text-ink-soft">
                  {field.required ? t('labels.required') : t('labels.optional')}
                </span>
              </td>
              <td className="py-1 pe-3">
                <code dir="ltr" className="font-mono text-xs text-ink-soft [overflow-wrap:anywhere]">
                  {field.type}
                </code>
              </td>
              {where && (
                <td className="py-1 pe-3">
                  <code dir="ltr" className="font-mono text-xs text-ink-soft">
                    {field.where}
                  </code>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Route({ route }: { route: RouteDoc }) {
  const { t } = useTranslation('developers');
  return (
    <details id={route.id} className="p-4" data-route={`${route.method} ${route.path}`}>
      <summary className="cursor-pointer">
        <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-brand-700">
            {route.method}
          </span>
          <code dir="ltr" className="font-mono text-sm text-ink [overflow-wrap:anywhere]">
            {route.path}
          </code>
        </span>
        <span lang="en" className="mt-1 block text-sm text-ink-soft">
          {route.summary}
        </span>
      </summary>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-medium text-ink">{t('labels.auth')}</dt>
          <dd className="text-ink-soft">{route.auth.map((kind) => t(`auth.${kind}`)).join(' · ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t('labels.request')}</dt>
          <dd>
            {route.inputs.length === 0 ? (
              <span className="text-ink-soft">{t('labels.noInput')}</span>
            ) : (
              <Fields fields={route.inputs} where />
            )}
            {route.bodyType && (
              <code dir="ltr" className="mt-1 block font-mono text-xs text-ink-soft">
                {route.bodyType}
              </code>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t('labels.response')}</dt>
          <dd>
            {route.stream ? (
              <span className="text-ink-soft">{t('labels.stream')}</span>
            ) : route.dataType === 'null' ? (
              <span className="text-ink-soft">{t('labels.dataNull')}</span>
            ) : (
              <>
                <code dir="ltr" className="font-mono text-xs text-ink-soft">
                  {route.dataType}
                </code>
                {route.dataFields.length > 0 && <Fields fields={route.dataFields} where={false} />}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t('labels.errors')}</dt>
          <dd dir="ltr" className="text-start font-mono text-xs text-ink-soft">
            {route.errors.join(', ')}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t('labels.examples')}</dt>
          <dd>
            <Code label="curl">{route.curl}</Code>
            <Code label="JavaScript">{route.js}</Code>
          </dd>
        </div>
      </dl>
    </details>
  );
}

export function DevelopersPage({ routes }: { routes: RouteDoc[] }) {
  const { t } = useTranslation('developers');
  const tags = [...new Set(routes.map((route) => route.tag))];
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
        <ul className="mt-4 space-y-1 text-sm">
          <li>
            <a href="/api/openapi.json" className="text-brand-700 underline underline-offset-4">
              {t('links.openapi')}
            </a>
          </li>
          <li className="text-ink-soft">
            {t('links.example')}{' '}
            <code dir="ltr" className="font-mono text-xs text-ink">
              examples/quickstart.mjs
            </code>
          </li>
        </ul>
        {GUIDE.map((key) => (
          <section key={key} aria-labelledby={`guide-${key}`} className="mt-8">
            <h2 id={`guide-${key}`} className="text-lg font-semibold text-ink">
              {t(`guide.${key}.title`)}
            </h2>
            <p className="mt-2 text-ink-soft">{t(`guide.${key}.body`)}</p>
            {key === 'signature' && <Code label="JavaScript">{VERIFY_SNIPPET}</Code>}
          </section>
        ))}
        <h2 className="mt-12 text-2xl font-bold text-ink">{t('reference.title')}</h2>
        <p className="mt-2 text-sm text-ink-soft">{t('reference.summaryNote')}</p>
        {tags.map((tag) => (
          <section key={tag} aria-labelledby={`tag-${tag.replace(/\W+/g, '-')}`} className="mt-8" data-tag={tag}>
            <h3 id={`tag-${tag.replace(/\W+/g, '-')}`} className="text-lg font-semibold text-ink">
              {t(`tags.${tag}`)}
            </h3>
            <div className="mt-3 divide-y divide-ink/10 rounded-2xl border border-ink/10">
              {routes
                .filter((route) => route.tag === tag)
                .map((route) => (
                  <Route key={route.id} route={route} />
                ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
