/** Previous / "Page 2 of 5" / Next, for any paged list; the texts come in the caller's namespace. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; status: string };
}) {
  if (pages <= 1) return null;
  const button = 'rounded-full border border-ink/15 px-3 py-1 disabled:opacity-40';
  return (
    <nav aria-label={labels.nav} className="mt-4 flex items-center justify-center gap-3 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={button}>
        {labels.previous}
      </button>
      <span className="text-ink-soft">{labels.status}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={button}>
        {labels.next}
      </button>
    </nav>
  );
}
