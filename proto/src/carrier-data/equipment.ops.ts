import { EquipmentPageSchema } from '../views';
import { operation } from '../shared/operation';
import { equipmentQuerySchema } from './equipment.rules';

/** The equipment tracker: every carrier's vehicles from the imported inspection data (one carrier's: carriers.ops.ts). */
export const searchEquipment = operation({
  id: 'searchEquipment',
  method: 'GET',
  path: '/api/equipment',
  access: 'company',
  paid: true,
  tag: 'Equipment',
  summary: 'Vehicles from the inspection data, searched by VIN, plate, carrier (name, MC, DOT), make or model, filtered by type and status',
  query: equipmentQuerySchema,
  success: { status: 200, description: 'One page of vehicles, best matches first', schema: EquipmentPageSchema },
});
