import { createContext } from 'react';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** Shows a toast (ToastProvider); outside a provider a toast is dropped. */
export const ToastContext = createContext<(toast: Toast) => void>(() => undefined);
