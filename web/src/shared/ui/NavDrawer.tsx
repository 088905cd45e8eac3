import { useState, type ReactNode } from 'react';
import { Button, Drawer, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './NavDrawer.module.css';

export interface NavDrawerLink {
  path: string;
  label: string;
}

/**
 * The header's links on a small screen: a labelled Menu button opening a drawer with the same links (closed with
 * Escape, its close button, the mask, or by following a link); `extra` goes below them (e.g. the language selector).
 */
export function NavDrawer({ links, selected, extra }: { links: readonly NavDrawerLink[]; selected?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label={t('header.menu')} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <Drawer title={t('header.menu')} placement="right" size={280} open={open} onClose={close}>
        <nav aria-label={t('header.mainNavigation')}>
          <Menu
            mode="vertical"
            selectedKeys={selected ? [selected] : []}
            onClick={close}
            className={styles.menu}
            items={links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }))}
          />
        </nav>
        {extra && <div className={styles.extra}>{extra}</div>}
      </Drawer>
    </>
  );
}
