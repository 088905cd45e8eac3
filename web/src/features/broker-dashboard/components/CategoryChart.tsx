import { Pie } from '@ant-design/plots';

/** The incident categories as a donut (loaded lazily: the chart library stays out of the other screens' bundles). */
export default function CategoryChart({ data }: { data: { label: string; count: number }[] }) {
  return (
    <div data-testid="category-chart">
      <Pie data={data} angleField="count" colorField="label" innerRadius={0.6} height={260} legend={{ color: { position: 'right' } }} label={{ text: 'count', style: { fontWeight: 'bold' } }} />
    </div>
  );
}
