/**
 * Reading one cookie out of a `Cookie` header (server) or `document.cookie` (browser). A value
 * that is not valid percent-encoding (`token=%`, `token=%E0%A4%A`: a mangled or hostile cookie)
 * counts as no cookie at all, so a bad cookie never turns a page into a 500.
 */
export function readCookie(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const item = part.trimStart();
    if (!item.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(item.slice(name.length + 1)) || null;
    } catch {
      return null;
    }
  }
  return null;
}
