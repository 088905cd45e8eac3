import type { CarrierStore } from '../carrier/carrier.store';
import type { EquipmentSource, SourcedEquipment } from './equipment.source';

/**
 * The default source (EQUIPMENT_SOURCE=store): the inspection-unit rows the import already put in the carrier store.
 * Works offline and in the embedded profile. The store keeps one record per vehicle (its latest inspection), so each
 * vehicle counts one inspection: at least one saw it.
 */
export class StoreEquipmentSource implements EquipmentSource {
  readonly name = 'store' as const;

  constructor(private readonly store: Pick<CarrierStore, 'equipmentOf'>) {}

  async vehiclesOf(dotNumber: string): Promise<SourcedEquipment[]> {
    return (await this.store.equipmentOf(dotNumber)).map((e) => ({ ...e, inspectionCount: 1 }));
  }
}
