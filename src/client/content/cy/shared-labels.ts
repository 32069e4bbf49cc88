/** Welsh twin of content/shared-labels.ts (the Welsh build swaps it in). */
import type { SharedLabels } from '../shared-labels';

export const SHARED_LABELS: SharedLabels = {
  inquiryType: {
    landlord: 'Gwasanaethau i landlordiaid',
    tenant: 'Ymholiad am rentu',
    general: 'Ymholiad cyffredinol',
  },
  employmentStatus: {
    employed: 'Cyflogedig',
    self_employed: 'Hunangyflogedig',
    student: 'Myfyriwr',
    retired: 'Wedi ymddeol',
    unemployed: 'Ddim yn gweithio',
    other: 'Arall',
  },
};
