import { describe, expect, it } from 'vitest';
import { todayInLondon } from '@shared/dates';
import type { DocumentService, LandlordDocument } from '@shared/documents';
import { complianceKeys } from '../api';
import { portfolio, propertyItems } from '../test-items';
import { AdminCompliance, AdminComplianceResults } from './admin-compliance';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { ComplianceSummary, ComplianceSummaryCard } from './compliance-summary-card';
import { LandlordDocumentForm } from './landlord-document-dialog';
import { LandlordDocumentsSection } from './landlord-documents-section';
import { PropertyComplianceTab } from './property-compliance-tab';
import { RecordServiceForm } from './record-service-dialog';
import { RentIncreaseResult, Section173Panel, Section173Result } from './tenancy-notices';
import { renderJoined as render } from '@client/app/render-for-tests';

/** The HTML of the list item (a duty's card) whose heading is `title`, from that heading to the card's end. */
const cardOf = (html: string, title: string, from = 0) => {
  const start = html.indexOf(`>${title}</h`, from);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</li>', html.indexOf('Source:', start)));
};

const propertyTab = (isAdmin = false) =>
  render(
    <PropertyComplianceTab
      propertyId={1}
      propertyTitle="12 Cathays Terrace"
      isAdmin={isAdmin}
      onGoTo={() => {}}
    />,
    (client) =>
      client.setQueryData(complianceKeys.property(1), {
        propertyId: 1,
        status: 'overdue',
        items: propertyItems(),
      }),
  );

describe('the status badge', () => {
  it('always carries the word with the colour', () => {
    expect(render(<ComplianceStatusBadge status="ok" />)).toMatch(/class="[^"]*green[^"]*".*>OK<\/span>$/);
    expect(render(<ComplianceStatusBadge status="due_soon" />)).toMatch(/amber.*>Due soon<\/span>$/);
    expect(render(<ComplianceStatusBadge status="overdue" />)).toMatch(/red.*>Overdue<\/span>$/);
    expect(render(<ComplianceStatusBadge status="missing" />)).toMatch(/red.*>Missing<\/span>$/);
  });
});

describe('the Compliance tab of a property', () => {
  const html = propertyTab();

  it('has a heading, the overall status in words and the open items counted', () => {
    expect(html).toMatch(/<h4 [^>]*>Compliance<\/h4>.*Overall:.*>Overdue<\/span>/);
    expect(html).toContain('Open items: 2 overdue, 2 missing, 2 due soon.');
  });

  it("groups the landlord's own duties, the property, then each tenancy", () => {
    const headings = [...html.matchAll(/<h5 [^>]*>([^<]*)<\/h5>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Your own duties',
      'This property',
      'Tenancy: Ffion Jones',
      'Tenancy: Owain Price',
    ]);
  });

  it('shows each duty with its status, due date, message, evidence and what it stops', () => {
    const eicr = cardOf(html, 'Electrical installation condition report');
    expect(eicr).toContain('>Due soon</span>');
    expect(eicr).toContain('<time dateTime="2026-03-14">14 Mar 2026</time>');
    expect(eicr).toContain('The electrical report runs out on 14 March 2026.');
    expect(eicr).toContain('href="/api/documents/11/file?inline=1"');
    expect(eicr).toContain(
      'View document<span class="sr-only"> for Electrical installation condition report',
    );
    expect(eicr).toContain('Book a qualified electrician, then add the certificate in the Documents tab.');

    const gas = cardOf(html, 'Annual gas safety check');
    expect(gas).toContain('>Missing</span>');
    expect(gas).toContain('No fixed date');
    expect(gas).toContain('Stops: a new tenancy starting, advertising');
    expect(gas).toContain('Add a Gas Safety Certificate in this property&#x27;s Documents tab');
    expect(gas).toMatch(
      /<button[^>]*>.*Add Gas Safety Certificate<span class="sr-only"> in the Documents tab<\/span><\/button>/,
    );
  });

  it('points property edits at the Details tab', () => {
    const smoke = cardOf(html, 'Smoke alarm on every storey');
    expect(smoke).toContain('Stops: a new tenancy starting, a section 173 notice');
    expect(smoke).toContain('use the Edit button on the Details tab');
    expect(smoke).toContain('Go to Details<span class="sr-only"> to edit the property</span>');
  });

  it("links the landlord's own document and sends them to Your documents only when open", () => {
    const registration = cardOf(html, 'Rent Smart Wales landlord registration');
    expect(registration).toContain('>OK</span>');
    expect(registration).toContain('href="/api/landlord/documents/5/file"');
    expect(registration).not.toContain('Go to Your documents');
  });

  it('names the contract-holder on tenancy items and offers the serve and upload actions', () => {
    const copy = cardOf(html, 'Gas safety record given to contract-holders');
    expect(copy).toContain('Contract-holder:</dt><dd class="text-slate-900">Ffion Jones</dd>');
    expect(copy).toContain('Give Ffion Jones a copy, then record it here.');
    expect(copy).toMatch(
      /Record a copy given<span class="sr-only"> to Ffion Jones: Gas safety record given to contract-holders<\/span><\/button>/,
    );

    const deposit = cardOf(html, 'Deposit protected and prescribed information given');
    expect(deposit).toContain('Ffion Jones&#x27;s tenancy: in the Tenants tab');
    expect(deposit).toContain('Add Deposit Protection Certificate &amp; Prescribed Information');
  });

  it('lists each new tenancy checklist in date order with due dates', () => {
    const ffion = html.slice(html.indexOf('Tenancy: Ffion Jones'), html.indexOf('Tenancy: Owain Price'));
    const checklist = ffion.slice(ffion.indexOf('New tenancy checklist'), ffion.indexOf('</ol>'));
    const lines = [
      ...checklist.matchAll(
        /<li[^>]*><span class="text-slate-900">([^<]*)<\/span>.*?<time dateTime="([^"]*)">([^<]*)<\/time>.*?>(OK|Due soon|Overdue|Missing)<\/span>/g,
      ),
    ].map((m) => [m[1], m[3], m[4]]);
    expect(lines).toEqual([
      ['Copy of the gas safety record given', '21 Jan 2026', 'Overdue'],
      ['Written statement given (by day 14)', '3 Feb 2026', 'OK'],
      [
        'Deposit protected and prescribed information given (by day 30 from payment)',
        '20 Feb 2026',
        'Due soon',
      ],
    ]);
  });

  it('offers the notices of each tenancy behind a named button', () => {
    expect(html).toMatch(
      /aria-expanded="false"[^>]*>.*Check notices<span class="sr-only"> for Ffion Jones<\/span><\/button>/,
    );
    expect(html).toMatch(/Check notices<span class="sr-only"> for Owain Price<\/span>/);
  });

  it('tells an admin that the landlord adds their own documents', () => {
    const admin = propertyTab(true);
    expect(admin).toContain('The landlord&#x27;s own duties');
    expect(admin).not.toContain('href="#your-documents"');
  });

  it('says so when no duty applies', () => {
    const empty = render(<PropertyComplianceTab propertyId={2} propertyTitle="Flat 2" />, (client) =>
      client.setQueryData(complianceKeys.property(2), { propertyId: 2, status: 'ok', items: [] }),
    );
    expect(empty).toContain('No duties apply to this property yet.');
  });

  it('sends an open registration to Your documents', () => {
    const items = propertyItems();
    items[0] = {
      ...items[0]!,
      status: 'missing',
      documentIds: [],
      message: 'Add your Rent Smart Wales registration.',
    };
    const open = render(<PropertyComplianceTab propertyId={3} propertyTitle="Flat 3" />, (client) =>
      client.setQueryData(complianceKeys.property(3), { propertyId: 3, status: 'missing', items }),
    );
    expect(open).toContain('Add your Rent Smart Wales Registration under Your documents on your dashboard.');
    expect(open).toContain(
      '<a href="#your-documents" class="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900">Go to Your documents<span class="sr-only"> to add your Rent Smart Wales Registration</span></a>',
    );
  });
});

describe('the notices of a tenancy', () => {
  it('says whether a section 173 notice may be served, the dates, and each blocker with its reason', () => {
    const html = render(
      <Section173Result
        check={{
          allowed: false,
          blockers: ['WRITTEN_STATEMENT', 'S173_GUARD'],
          earliestServeDate: '2026-08-01',
          earliestEndDate: '2027-02-01',
          reasons: {
            WRITTEN_STATEMENT: 'Give Owain Price the written statement by 1 March 2026.',
            S173_GUARD: 'A no-fault notice cannot be served before 1 August 2026.',
          },
        }}
      />,
    );
    expect(html).toContain('A section 173 notice cannot be served on this day.');
    expect(html).toContain(
      'Earliest day to serve:</dt><dd class="text-slate-900"><time dateTime="2026-08-01">1 Aug 2026</time>',
    );
    expect(html).toContain(
      'Earliest end of the contract:</dt><dd class="text-slate-900"><time dateTime="2027-02-01">1 Feb 2027</time>',
    );
    expect(html).toContain(
      '<span class="font-medium">Written statement of the occupation contract:</span> Give Owain Price the written statement by 1 March 2026.',
    );
    expect(html).toContain(
      '<span class="font-medium">Too early:</span> A no-fault notice cannot be served before 1 August 2026.',
    );
  });

  it('asks for the serve-on day (today by default) and shows the answer for it', () => {
    const today = todayInLondon();
    const html = render(<Section173Panel tenantId={21} tenantName="Ffion Jones" />, (client) =>
      client.setQueryData(complianceKeys.section173(21, today), {
        allowed: true,
        blockers: [],
        earliestServeDate: '2026-01-01',
        earliestEndDate: '2026-07-01',
        reasons: {},
      }),
    );
    expect(html).toMatch(/<h6 [^>]*>Section 173 notice \(no-fault\)<\/h6>/);
    expect(html).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>Serve on<\/label><input[^>]*id="\1"[^>]*type="date"[^>]*value="\d{4}-\d{2}-\d{2}"/,
    );
    expect(html).toContain(`value="${today}"`);
    expect(html).toContain('A section 173 notice may be served on this day.');
    expect(html).not.toContain('What stands in the way');
  });

  it('says whether the rent may rise, why not, the earliest day and when to serve RHW12', () => {
    const html = render(
      <RentIncreaseResult
        asked
        check={{
          allowed: false,
          reasons: [
            'Serve notice RHW12 at least two months ahead: served today, the new rent can start from 10 April 2026.',
          ],
          earliestEffectiveDate: '2026-04-10',
          serveBy: '2026-01-01',
        }}
      />,
    );
    expect(html).toContain('The rent cannot rise from this day.');
    expect(html).toContain('Why not');
    expect(html).toContain('served today, the new rent can start from 10 April 2026.');
    expect(html).toContain(
      'Earliest day the new rent can start:</dt><dd class="text-slate-900"><time dateTime="2026-04-10">10 Apr 2026</time>',
    );
    expect(html).toContain(
      'Serve notice RHW12 by:</dt><dd class="text-slate-900"><time dateTime="2026-01-01">1 Jan 2026</time>',
    );
  });
});

describe('Record a copy given', () => {
  const services: DocumentService[] = [
    { tenantId: 21, servedAt: '2026-01-05T12:00:00.000Z', method: 'email', by: null },
    { tenantId: 22, servedAt: '2026-01-06T12:00:00.000Z', method: 'in_person', by: 'Rhys Morgan' },
  ];
  const html = render(
    <RecordServiceForm
      documentId={12}
      what="Gas safety record given to contract-holders"
      contractHolders={[
        { id: 21, name: 'Ffion Jones' },
        { id: 22, name: 'Owain Price' },
      ]}
      defaultTenantId={21}
      onClose={() => {}}
    />,
    (client) => client.setQueryData(complianceKeys.services(12), services),
  );

  // The item's contract-holder and today are the form's defaults (record-service-form.test.ts):
  // react-hook-form sets them once mounted, so the server's HTML does not show them.
  it('asks for the contract-holder, the method and the date', () => {
    expect(html).toMatch(/<label[^>]*>Contract-holder<\/label>/);
    expect(html).toContain('<option value="21">Ffion Jones</option><option value="22">Owain Price</option>');
    expect(html).toMatch(/<label[^>]*>How it was given<\/label>/);
    for (const method of ['Post', 'In person', 'E-mail']) expect(html).toContain(`>${method}</option>`);
    expect(html).toMatch(/<label[^>]*>Date given<\/label><input[^>]*type="date"/);
    expect(html).toContain('>Record copy given</button>');
  });

  it('lists the copies already given', () => {
    expect(html).toContain(
      'Ffion Jones: E-mail, <time dateTime="2026-01-05">5 Jan 2026</time> (sent by the product)',
    );
    expect(html).toContain(
      'Owain Price: In person, <time dateTime="2026-01-06">6 Jan 2026</time> (recorded by Rhys Morgan)',
    );
  });
});

describe('the compliance card of the landlord dashboard', () => {
  const html = render(<ComplianceSummary portfolio={portfolio()} today="2026-02-10" />);

  it('counts duties by status in words', () => {
    const counts = [
      ...html.matchAll(
        /<span class="block text-2xl font-bold">(\d+)<\/span><span class="text-sm font-medium">([^<]*)<\/span>/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(counts).toEqual(['2 Overdue', '2 Missing', '2 Due soon', '3 OK']);
  });

  it('lists the next five deadlines with their property', () => {
    const list = html.slice(html.indexOf('Next deadlines'), html.indexOf('</ol>'));
    expect(list.match(/<li /g)).toHaveLength(5);
    expect(list).toMatch(
      /Gas safety record given to contract-holders<\/p><p[^>]*>12 Cathays Terrace · Ffion Jones<\/p>.*21 Jan 2026/,
    );
    expect(list.indexOf('21 Jan 2026')).toBeLessThan(list.indexOf('31 Dec 2026'));
  });

  it('offers the calendar feed', () => {
    expect(html).toMatch(
      /<a href="\/api\/landlord\/compliance.ics" download="compliance.ics"[^>]*>.*Add to your calendar<\/a>/,
    );
  });

  it('wraps it in a card with a heading and the overall status', () => {
    const card = render(<ComplianceSummaryCard />, (client) =>
      client.setQueryData(complianceKeys.portfolio(), portfolio()),
    );
    expect(card).toMatch(/<h2 [^>]*>Compliance<\/h2>/);
    expect(card).toMatch(/Overall .*>Overdue<\/span>/);
    expect(card).toContain('>Next deadlines</p>');
  });
});

describe('Your documents', () => {
  const doc = (overrides: Partial<LandlordDocument> = {}): LandlordDocument => ({
    id: 5,
    landlordId: 2,
    documentType: 'RSW_REGISTRATION',
    title: 'Rent Smart Wales Registration',
    reference: 'LR-12345',
    issueDate: '2024-05-01',
    expiryDate: '2029-04-30',
    notes: null,
    fileUrl: '/api/landlord/documents/5/file',
    fileName: 'registration.pdf',
    fileSize: 1000,
    fileType: 'application/pdf',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  });

  it('lists each document with type, reference and expiry, to download or delete', () => {
    const html = render(<LandlordDocumentsSection />, (client) =>
      client.setQueryData(complianceKeys.landlordDocuments(), [
        doc(),
        doc({
          id: 6,
          documentType: 'RSW_LICENCE',
          title: 'My licence',
          reference: null,
          expiryDate: '2020-01-01',
        }),
      ]),
    );
    expect(html).toMatch(/<section id="your-documents"[^>]*><div[^>]*><div><h2 [^>]*>Your documents<\/h2>/);
    expect(html).toContain('Reference:</dt><dd class="break-all text-slate-900">LR-12345</dd>');
    expect(html).toContain('<time dateTime="2029-04-30">30 Apr 2029</time>');
    expect(html).toContain('None recorded');
    expect(html).toContain('Rent Smart Wales Licence');
    expect(html).toMatch(/class="[^"]*red[^"]*">Expired<\/span>/);
    expect(html).toContain('href="/api/landlord/documents/5/file" download="registration.pdf"');
    expect(html).toContain('Delete<span class="sr-only"> My licence</span>');
    expect(html).toContain('Add registration or licence</button>');
  });

  it('says what is missing when there are none', () => {
    const html = render(<LandlordDocumentsSection />, (client) =>
      client.setQueryData(complianceKeys.landlordDocuments(), []),
    );
    expect(html).toContain('No registration or licence added yet.');
  });

  it('asks for the file, type, reference, dates and notes', () => {
    const html = render(<LandlordDocumentForm onClose={() => {}} />);
    expect(html).toMatch(/<label[^>]*>File<\/label><input[^>]*type="file"/);
    expect(html).toMatch(/<label[^>]*>Document type<\/label>/);
    expect(html).toContain('<option value="RSW_REGISTRATION">Rent Smart Wales Registration</option>');
    expect(html).toContain('<option value="RSW_LICENCE">Rent Smart Wales Licence</option>');
    expect(html).toMatch(
      /<label[^>]*>Registration or licence number<span[^>]*> \(optional\)<\/span><\/label>/,
    );
    expect(html).toMatch(/<label[^>]*>Issue date<\/label><input[^>]*type="date"/);
    expect(html).toMatch(/<label[^>]*>Expiry date<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).toMatch(/<label[^>]*>Notes<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).toContain('>Add Document</button>');
  });
});

describe("the admin's Compliance tab", () => {
  const answer = () => {
    const p = portfolio();
    p.properties = [
      { ...p.properties[0]!, landlordId: 4, landlordName: 'Rhys Morgan' },
      { ...p.properties[1]!, landlordId: 3, landlordName: 'Carys Bevan' },
    ];
    return p;
  };

  it('filters by landlord (from the answer) and by status, with labels', () => {
    const html = render(<AdminCompliance />, (client) =>
      client.setQueryData(complianceKeys.admin({}), answer()),
    );
    expect(html).toMatch(/<h2 [^>]*>Compliance<\/h2>/);
    expect(html).toMatch(/<label[^>]*>Landlord<\/label><select/);
    expect(html).toContain(
      '<option value="" selected="">All landlords</option><option value="3">Carys Bevan</option><option value="4">Rhys Morgan</option>',
    );
    expect(html).toMatch(/<label[^>]*>Status<\/label><select/);
    expect(html).toContain(
      '<option value="overdue">Overdue</option><option value="missing">Missing</option><option value="due_soon">Due soon</option><option value="ok">OK</option>',
    );
  });

  it('shows each property with its landlord, status in words and open items, closed until asked', () => {
    const html = render(<AdminComplianceResults portfolio={answer()} />);
    expect(html).toContain('>Properties (2)</h3>');
    const cathays = html.slice(html.indexOf('12 Cathays Terrace'), html.indexOf('3 Penylan Road'));
    expect(cathays).toContain('Landlord: Rhys Morgan');
    expect(cathays).toContain('Open items: 2 overdue, 2 missing, 2 due soon');
    expect(cathays).toContain('>Overdue</span>');
    expect(cathays).toMatch(
      /aria-expanded="false"[^>]*>.*Show items<span class="sr-only"> for 12 Cathays Terrace<\/span><\/button>/,
    );
    expect(cathays).toMatch(/<div id="[^"]+" hidden="" class="mt-4"><\/div>/);
    const penylan = html.slice(html.indexOf('3 Penylan Road'));
    expect(penylan).toContain('No open items');
    expect(penylan).toContain('>OK</span>');
  });

  it('says so when no property matches', () => {
    const html = render(<AdminComplianceResults portfolio={{ ...answer(), properties: [] }} />);
    expect(html).toContain('No properties match these filters.');
  });
});
