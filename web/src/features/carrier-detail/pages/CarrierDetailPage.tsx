import { useParams } from 'react-router';
import { LiveCarrierDetail } from '../components/LiveCarrierDetail';
import { SampleCarrierReport } from '../components/SampleCarrierReport';

/** /carrier/:id: one carrier (id = DOT number); /carrier/demo is the sample report with random scores. */
export function CarrierDetailPage() {
  const { id = '' } = useParams();
  if (id === 'demo') return <SampleCarrierReport />;
  return <LiveCarrierDetail key={id} id={id} />;
}
