import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from './PageHeading.module.css';

/** The heading's row, for a page that draws its own heading in it (the carrier page). */
export const pageHeadingRow = styles.row;

export function PageHeading({ title, description, extra }: { title: ReactNode; description?: ReactNode; extra?: ReactNode }) {
  return (
    <div className={styles.root}>
      <div>
        <Typography.Title level={2} className={styles.title}>
          {title}
        </Typography.Title>
        {description ? <Typography.Paragraph type="secondary" className={styles.description}>{description}</Typography.Paragraph> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
