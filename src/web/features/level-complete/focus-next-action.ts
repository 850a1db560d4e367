// Focus on the card's next action (the element marked data-next-action) as soon as it is there, so a
// keyboard learner goes on with Enter. It moves again only when that action changes (the project's
// title arriving late) and only while focus is still where the page put it, never away from a choice.
// It is scrolled to the middle of the screen, so the fixed footer navigation never hides it.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusNextAction(container: RefObject<HTMLElement | null>): void {
  const placed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = container.current?.querySelector<HTMLElement>('[data-next-action]');
    if (!target || target === placed.current) return;
    const active = document.activeElement;
    const untouched = !active || active === document.body || active === placed.current;
    if (!untouched) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
    placed.current = target;
  });
}
