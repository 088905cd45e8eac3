import { useEffect } from 'react';
import type { DemoPlayerAction } from '../demo-player.reducer';

/** Where keys belong to the control itself: typing in a field, or a combobox's arrow keys (the language selector). */
const ownsKeys = (target: HTMLElement) => target.isContentEditable || target.matches('input, textarea, select, [role="combobox"], [role="listbox"], [role="option"]');
/** Controls that a space activates natively: the key stays theirs (a focused Play button still plays). */
const activatesOnSpace = (target: HTMLElement) => target.matches('button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="radio"]');

/** The demo's keys anywhere on the page: space plays or pauses, the left and right arrows move between slides. */
export function useDemoKeyboard(dispatch: (action: DemoPlayerAction) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (ownsKeys(target)) return;
      if (event.key === ' ' && !activatesOnSpace(target)) {
        event.preventDefault(); // not a page scroll
        dispatch({ type: 'toggle' });
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        dispatch({ type: 'next' });
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        dispatch({ type: 'previous' });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
