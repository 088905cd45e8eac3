import { useContext } from 'react';
import { ToastContext, type Toast } from '../toast/toast.context';

export type { Toast, ToastVariant } from '../toast/toast.context';

/** The spec's toast (title, description, variant): antd's notification, loaded with the first toast (ToastProvider). */
export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}
