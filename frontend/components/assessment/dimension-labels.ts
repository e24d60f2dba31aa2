import type { Dimension } from '@shared/assessment';

export const DIMENSION_LABELS: Record<Dimension, string> = {
  strategy: 'Strategy',
  adoption: 'Adoption',
  data_quality: 'Data quality',
  pipeline: 'Pipeline',
  automation: 'Automation',
  reporting: 'Reporting',
  integrations: 'Integrations',
  governance: 'Governance',
};
