import { useCallback } from 'react';
import { App } from 'antd';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** The spec's toast (title, description, variant) on top of antd's notification from App.useApp(). */
export function useToast(): (toast: Toast) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: Toast) => {
      const open = variant === 'destructive' ? notification.error : variant === 'success' ? notification.success : notification.info;
      open({ title, description, role: variant === 'destructive' ? 'alert' : 'status' });
    },
    [notification],
  );
}
