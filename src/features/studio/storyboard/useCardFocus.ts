import { type Ref, useEffect, useRef, useState } from 'react';
import type { MoveDirection } from './ShotCard';

/**
 * Focus follows a moved or removed card: back to what had it (moving a node out of the page
 * drops its focus), to its other move button when the one pressed is now at its end of the list,
 * or to the next card (the add button when none is left) after a removal.
 */
export function useCardFocus() {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const cards = useRef(new Map<string, HTMLLIElement | null>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ id: string; element: Element | null } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const { id, element } = focusAfter;
    const card = cards.current.get(id);
    if (element instanceof HTMLButtonElement && element.disabled) {
      const other = [...buttons.current.entries()].find(
        ([key, button]) => key.startsWith(`${id}:`) && button !== element && button && !button.disabled,
      );
      (other?.[1] ?? card)?.focus();
    } else if (element instanceof HTMLElement && card?.contains(element)) element.focus();
    else (card ?? addButton.current)?.focus();
  }, [focusAfter]);

  return {
    addButton,
    /** Where focus goes once the list has rendered: the card `id`, or `element` if still inside it. */
    focusAfter: setFocusAfter,
    moveRef:
      (shotId: string) =>
      (direction: MoveDirection): Ref<HTMLButtonElement> =>
      (node) => {
        buttons.current.set(`${shotId}:${direction}`, node);
      },
    cardRef:
      (shotId: string): Ref<HTMLLIElement> =>
      (node) => {
        cards.current.set(shotId, node);
      },
  };
}
