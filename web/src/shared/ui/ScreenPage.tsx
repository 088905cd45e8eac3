import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

/** The frame of a screen: its title, what it is for, and its body. */
export function ScreenPage({ title, description, children }: { title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-container">
      <PageHeading title={title} description={description} />
      {children}
    </div>
  );
}
