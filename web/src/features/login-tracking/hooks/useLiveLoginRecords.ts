import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../api/baseApi';
import { LOGIN_STREAM_URL } from '../loginTracking.api';

/** Server-sent events from the gateway: each new attempt refetches the list and counts. Returns whether the feed is open. */
export function useLiveLoginRecords(): boolean {
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(LOGIN_STREAM_URL, { withCredentials: true });
    source.onopen = () => setOpen(true);
    source.onerror = () => setOpen(false);
    source.addEventListener('login', () => dispatch(baseApi.util.invalidateTags(['LoginRecord'])));
    return () => source.close();
  }, [dispatch]);
  return open;
}
