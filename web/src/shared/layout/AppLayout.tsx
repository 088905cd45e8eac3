import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import type { User } from '../../features/auth/auth.types';
import { PaywallBanner } from '../../features/subscription/components/PaywallBanner';
import { Header } from '../ui/Header';
import { ContentSpinner } from '../ui/ContentSpinner';

/** The signed-in shell: header and the current screen. */
export function AppLayout({ user }: { user: User }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header user={user} />
      <PaywallBanner />
      <Layout.Content>
        <Suspense fallback={<ContentSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
