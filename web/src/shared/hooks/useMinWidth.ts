import { useCallback, useSyncExternalStore } from 'react';

/** antd's md breakpoint: below it the headers fold their links into the Menu drawer. */
export const MD_MIN_WIDTH = 768;

/**
 * Whether the window is at least `px` wide, following resizes: antd's Grid.useBreakpoint without antd's grid in a
 * visitor's first load (issue 14).
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => true);
}
