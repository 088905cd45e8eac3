import { Card, Skeleton } from 'antd';

/** The spec's loading state: a skeleton of 3 cards. */
export function ReportCardsSkeleton() {
  return (
    <div data-testid="fg-skeleton">
      {[0, 1, 2].map((i) => (
        <Card key={i} style={{ marginBottom: 12 }}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}
