import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './LinkButton.module.css';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'default' | 'ghost';
  size?: 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** A router link drawn as a button (antd's look): the visitor pages' calls to action, light for their first load. */
export function LinkButton({ to, children, variant = 'default', size = 'middle', block = false, icon, className }: LinkButtonProps) {
  const classes = [styles.button, variant === 'default' ? '' : styles[variant], size === 'large' ? styles.large : '', block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
