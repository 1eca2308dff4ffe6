import type { GetServerSideProps } from 'next';
import type { PageWithShell } from '@/components/shell/page-options';
import { AdminConsole } from '@/features/admin/AdminConsole';
import { type ConsoleView, consoleView } from '@/features/admin/console-view';
import type { TranslationProps } from '@/lib/i18n/react';
import { consoleAdmin, pageToken } from '@/server/admin/require-console-admin';
import { getDb } from '@/server/db/client';
import { getTranslationProps } from '@/server/i18n/get-translation-props';

type Props = TranslationProps & { view: ConsoleView };

const AdminPage: PageWithShell<Props> = ({ view }) => <AdminConsole view={view} />;
AdminPage.hideGetStarted = true;
export default AdminPage;

/**
 * Rendered per request for the operator it is for: anyone without the admin role (no session,
 * an ordinary account, a disabled one) and any path that is not a screen of the console get the
 * site's ordinary 404 page, so the console does not show that it exists.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, locale, params }) => {
  const path = Array.isArray(params?.path) ? params.path : [];
  const view = consoleView(path);
  const admin = view ? await consoleAdmin(await getDb(), pageToken(req)) : null;
  if (!view || !admin) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...(await getTranslationProps(locale, '/admin')), view } };
};
