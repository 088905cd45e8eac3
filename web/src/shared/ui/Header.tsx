import { Button, Grid, Menu, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '../../features/auth/auth.types';
import { displayNameOf } from '../../features/auth/auth.session';
import { useSignOut } from '../../features/auth/hooks/useSignOut';
import { LanguageSelector } from './LanguageSelector';
import { NavDrawer } from './NavDrawer';
import { UserAvatar } from './UserAvatar';
import { Wordmark } from './Wordmark';
import { NAV_ITEMS, activeNavPath } from './navigation';
import styles from './Header.module.css';

/**
 * The signed-in header: wordmark, language, welcome line, avatar and sign-out; the navigation links below. Below the
 * md breakpoint the links and the language selector move into the Menu drawer.
 */
export function Header({ user }: { user: User }) {
  const { t } = useTranslation(['common', 'navigation']);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const active = activeNavPath(pathname);
  const compact = !Grid.useBreakpoint().md;
  const links = NAV_ITEMS.map((item) => ({ path: item.path, label: t(`navigation:${item.labelKey}`) }));

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Wordmark compact />
        <div className={styles.actions}>
          {!compact && <LanguageSelector />}
          <Typography.Text className={styles.welcome} data-testid="welcome-line">
            {t('header.welcome', { name: displayNameOf(user) })}
          </Typography.Text>
          <UserAvatar user={user} />
          {/* Named also on phones, where only its icon shows. */}
          <Button icon={<LogoutOutlined />} onClick={signOut} aria-label={t('header.signOut')}>
            <span className={styles.signOutLabel}>{t('header.signOut')}</span>
          </Button>
          {compact && <NavDrawer links={links} selected={active} extra={<LanguageSelector />} />}
        </div>
      </div>
      {!compact && (
        <nav className={styles.nav} aria-label={t('header.mainNavigation')}>
          <Menu
            mode="horizontal"
            selectedKeys={active ? [active] : []}
            items={links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }))}
            className={styles.menu}
          />
        </nav>
      )}
    </header>
  );
}
