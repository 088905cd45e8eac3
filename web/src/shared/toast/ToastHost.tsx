import { useEffect, useRef } from 'react';
import { notification } from 'antd';
import type { Toast } from './toast.context';

/** The spec's toast rules: one visible at a time, 5 seconds, top right. */
const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

/** antd's notification for the queued toasts (ToastProvider), each shown once. */
export function ToastHost({ queue, onShown }: { queue: readonly Toast[]; onShown: (done: readonly Toast[]) => void }) {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  // React may run an effect twice for the same queue (StrictMode): a toast is shown once.
  const opened = useRef(new WeakSet<Toast>());
  useEffect(() => {
    const fresh = queue.filter((toast) => !opened.current.has(toast));
    for (const { title, description, variant = 'default' } of fresh) {
      const open = variant === 'destructive' ? api.error : variant === 'success' ? api.success : api.info;
      open({ title, description, role: variant === 'destructive' ? 'alert' : 'status' });
    }
    fresh.forEach((toast) => opened.current.add(toast));
    if (queue.length > 0) onShown(queue);
  }, [queue, api, onShown]);
  return holder;
}
