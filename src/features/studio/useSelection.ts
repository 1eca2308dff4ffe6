import { useState } from 'react';

/** Batch delete's selection mode: whether it is on, and which ids are ticked. */
export function useSelection(ids: string[]) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const stop = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    selecting,
    selected,
    allSelected: ids.length > 0 && ids.every((id) => selected.has(id)),
    start: () => setSelecting(true),
    stop,
    toggle,
    setAll: (on: boolean) => setSelected(on ? new Set(ids) : new Set()),
  };
}
