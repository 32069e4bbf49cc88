import type { ComplianceItem, PortfolioCompliance } from '@shared/compliance/types';

/** A compliance item for tests: a missing gas record unless told otherwise. */
export const item = (overrides: Partial<ComplianceItem> = {}): ComplianceItem => ({
  rule: 'GAS_ANNUAL',
  subject: 'property',
  tenancyId: null,
  tenantName: null,
  status: 'missing',
  dueDate: null,
  documentIds: [],
  message: 'No gas safety record on file.',
  blocks: ['start_tenancy'],
  title: 'Annual gas safety check',
  source: 'Gas Safety (Installation and Use) Regulations 1998, reg 36',
  action: { kind: 'upload', documentType: 'GAS', target: 'property' },
  ...overrides,
});

/** A property with one of each kind of item: the landlord's registration, the property's, and two tenancies'. */
export const propertyItems = (): ComplianceItem[] => [
  item({
    rule: 'RSW_REGISTRATION',
    subject: 'landlord',
    status: 'ok',
    dueDate: '2029-05-31',
    documentIds: [5],
    message: 'Rent Smart Wales registration LR-1 valid until 31 May 2029.',
    blocks: [],
    title: 'Rent Smart Wales landlord registration',
    source: 'Housing (Wales) Act 2014, s.4',
    action: { kind: 'upload', documentType: 'RSW_REGISTRATION', target: 'landlord' },
  }),
  item({ blocks: ['start_tenancy', 'publish_listing'] }),
  item({
    rule: 'EICR_VALID',
    status: 'due_soon',
    dueDate: '2026-03-14',
    documentIds: [11],
    message: 'The electrical report runs out on 14 March 2026.',
    blocks: [],
    title: 'Electrical installation condition report',
    action: { kind: 'book', what: 'a qualified electrician' },
  }),
  item({
    rule: 'SMOKE_ALARMS',
    status: 'overdue',
    message: 'Record a working smoke alarm on every storey.',
    blocks: ['start_tenancy', 'section_173'],
    title: 'Smoke alarm on every storey',
    action: { kind: 'edit_property' },
  }),
  item({
    rule: 'DEPOSIT_PROTECT',
    subject: 'tenancy',
    tenancyId: 21,
    tenantName: 'Ffion Jones',
    status: 'due_soon',
    dueDate: '2026-02-20',
    message:
      'Protect the deposit and give the prescribed information by 20 February 2026 (30 days starting with payment).',
    blocks: ['section_173'],
    title: 'Deposit protected and prescribed information given',
    action: { kind: 'upload', documentType: 'DEPOSIT_PROTECTION', target: 'tenancy' },
  }),
  item({
    rule: 'WRITTEN_STATEMENT',
    subject: 'tenancy',
    tenancyId: 21,
    tenantName: 'Ffion Jones',
    status: 'ok',
    dueDate: '2026-02-03',
    documentIds: [30],
    message: 'Given on 1 February 2026.',
    blocks: [],
    title: 'Written statement of the occupation contract',
    action: { kind: 'none' },
  }),
  item({
    rule: 'GAS_COPY',
    subject: 'tenancy',
    tenancyId: 21,
    tenantName: 'Ffion Jones',
    status: 'overdue',
    dueDate: '2026-01-21',
    documentIds: [12],
    message: 'Ffion Jones must be given a copy by 21 January 2026.',
    blocks: ['section_173'],
    title: 'Gas safety record given to contract-holders',
    action: { kind: 'serve', documentId: 12 },
  }),
  item({
    rule: 'FIXED_TERM_END',
    subject: 'tenancy',
    tenancyId: 21,
    tenantName: 'Ffion Jones',
    status: 'ok',
    dueDate: '2026-12-31',
    message: 'The fixed term ends on 31 December 2026: agree a renewal, or it becomes periodic by itself.',
    blocks: [],
    title: 'Fixed term ending',
    action: { kind: 'edit_tenancy' },
  }),
  item({
    rule: 'WRITTEN_STATEMENT',
    subject: 'tenancy',
    tenancyId: 22,
    tenantName: 'Owain Price',
    status: 'missing',
    dueDate: '2026-03-01',
    message:
      'Give Owain Price the written statement by 1 March 2026 (14 days starting with the occupation date).',
    blocks: ['section_173'],
    title: 'Written statement of the occupation contract',
    action: { kind: 'upload', documentType: 'WRITTEN_STATEMENT', target: 'tenancy' },
  }),
];

export const portfolio = (overrides: Partial<PortfolioCompliance> = {}): PortfolioCompliance => {
  const items = propertyItems();
  return {
    status: 'overdue',
    counts: { ok: 3, due_soon: 2, overdue: 2, missing: 2 },
    landlordItems: items.filter((i) => i.subject === 'landlord'),
    properties: [
      { propertyId: 1, title: '12 Cathays Terrace', status: 'overdue', items },
      {
        propertyId: 2,
        title: '3 Penylan Road',
        status: 'ok',
        items: [
          item({
            rule: 'EPC_VALID',
            status: 'ok',
            dueDate: '2027-06-30',
            documentIds: [40],
            message: 'Valid until 30 June 2027.',
            blocks: [],
            title: 'Energy performance certificate',
          }),
        ],
      },
    ],
    ...overrides,
  };
};
