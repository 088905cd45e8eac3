import { Column } from '@ant-design/plots';

/** Losses and recoveries by day, side by side (loaded lazily, like CategoryChart). */
export default function TrendChart({ data }: { data: { day: string; series: string; amount: number }[] }) {
  return (
    <div data-testid="trend-chart">
      <Column data={data} xField="day" yField="amount" colorField="series" group height={260} axis={{ y: { labelFormatter: '~s' } }} />
    </div>
  );
}
