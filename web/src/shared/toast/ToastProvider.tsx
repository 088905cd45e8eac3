import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './toast.context';

/** antd's notification is fetched with the first toast, not in a visitor's first load (issue 14). */
const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }));

/**
 * The app's toasts (useToast): asked-for toasts wait in a queue until antd's notification (ToastHost) is loaded, which
 * happens the first time one is asked for; then it shows them in order.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  const [wanted, setWanted] = useState(false);
  const toast = useCallback((next: Toast) => {
    setWanted(true);
    setQueue((current) => [...current, next]);
  }, []);
  const shown = useCallback((done: readonly Toast[]) => setQueue((current) => current.filter((item) => !done.includes(item))), []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost queue={queue} onShown={shown} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
