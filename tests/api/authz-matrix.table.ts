/**
 * The authorization matrix (CONTRACT.md §4): for every route the app registers, the outcome each
 * caller gets when asking about landlord A's records. Columns: anonymous, tenant (A's tenant),
 * otherTenant (B's tenant), landlord (A), otherLandlord (B), admin. 'ok' = let through (2xx, or a
 * 400/409/422 about the body); 401/403/404 = that exact refusal. A new route fails the matrix with
 * the row to paste here; give it a body when a 400 would hide the refusal (see authz-matrix.support.ts).
 */
import { DEFAULT_PASSWORD } from '../setup/test-app';
import { applicationBody, propertyBody, requestBody, tenantBody } from '../setup/factories';
import { body as paymentBody } from '../setup/worlds/payments';
import { image, PDF, type Part } from '../setup/uploads';
import type { Row } from './authz-matrix.support';

const PUBLIC = 'ok ok ok ok ok ok';
const SIGNED_IN = '401 ok ok ok ok ok';
const ADMIN = '401 403 403 403 403 ok';
/** A landlord's own list or a new record of theirs: any landlord, and an admin. */
const LANDLORD = '401 403 403 ok ok ok';
/** Landlord A's record: A and an admin; landlord B is told it does not exist. */
const LANDLORDS_OWN = '401 403 403 ok 404 ok';
const TENANT = '401 ok ok 403 403 403';
/** Tenant A's record in the tenant portal: B's tenant is told it does not exist. */
const TENANTS_OWN = '401 ok 404 403 403 403';
/** A record both sides of A's tenancy may see: A's tenant, A, and an admin. */
const PARTIES_OWN = '401 ok 404 ok 404 ok';

const photo = async (): Promise<Part> => ({
  name: 'file',
  filename: 'kitchen.png',
  contentType: 'image/png',
  data: await image('png'),
});
const statement = (): Part => ({
  name: 'file',
  filename: 'statement.csv',
  contentType: 'text/csv',
  data: 'Date,Description,Amount\n2026-03-01,RENT,875.00\n',
});
const documentParts = (documentType = 'GAS'): Part[] => [
  { name: 'title', value: 'Certificate' },
  { name: 'documentType', value: documentType },
  { name: 'issueDate', value: '2026-01-01' },
  ...(documentType === 'GAS' ? [{ name: 'expiryDate', value: '2026-12-31' }] : []),
  { name: 'file', filename: 'certificate.pdf', contentType: 'application/pdf', data: PDF },
];
const communication = {
  communicationType: 'call',
  direction: 'outbound',
  subject: 'Boiler service',
  content: 'Arranged the annual boiler service.',
  date: '2026-02-01T10:00:00.000Z',
};

export const AUTHZ_TABLE: Record<string, Row> = {
  // pages
  'GET /': { expect: PUBLIC },
  'GET /about': { expect: PUBLIC },
  'GET /area-guides': { expect: PUBLIC },
  'GET /admin-dashboard': { expect: PUBLIC },
  'GET /admin-access': { expect: PUBLIC },
  'GET /admin/images': { expect: PUBLIC },
  'GET /robots.txt': { expect: PUBLIC },
  'GET /register': { expect: PUBLIC },
  'GET /reset-password': { expect: PUBLIC },
  'GET /sitemap.xml': { expect: PUBLIC },
  'GET /services': { expect: PUBLIC },
  'GET /landlords': { expect: PUBLIC },
  'GET /landlord-dashboard': { expect: PUBLIC },
  'GET /listings': { expect: PUBLIC },
  'GET /listings/:id': { expect: PUBLIC },
  'GET /login': { expect: PUBLIC },
  'GET /tenants': { expect: PUBLIC },
  'GET /tenant-dashboard': { expect: PUBLIC },
  'GET /terms': { expect: PUBLIC },
  'GET /contact': { expect: PUBLIC },
  'GET /cookies': { expect: PUBLIC },
  'GET /change-password': { expect: PUBLIC },
  'GET /privacy': { expect: PUBLIC },
  'GET /forgot-password': { expect: PUBLIC },
  'GET /email-test': { expect: PUBLIC },
  'GET /email-settings': { expect: PUBLIC },
  // The same pages in Welsh (CONTRACT.md §9): every page path is answered under /cy too (a portal
  // page in the wrong language is redirected, which the matrix counts as let through).
  ...Object.fromEntries(
    [
      '/',
      '/about',
      '/area-guides',
      '/admin-dashboard',
      '/admin-access',
      '/admin/images',
      '/register',
      '/reset-password',
      '/services',
      '/landlords',
      '/landlord-dashboard',
      '/listings',
      '/listings/:id',
      '/login',
      '/tenants',
      '/tenant-dashboard',
      '/terms',
      '/contact',
      '/cookies',
      '/change-password',
      '/privacy',
      '/forgot-password',
      '/email-test',
      '/email-settings',
    ].map((page) => [`GET ${page === '/' ? '/cy' : `/cy${page}`}`, { expect: PUBLIC }]),
  ),
  // openapi.json
  'GET /api/openapi.json': { expect: PUBLIC },
  // docs
  'GET /api/docs': { expect: PUBLIC },
  'GET /api/docs/': { expect: PUBLIC },
  'GET /api/docs/static/index.html': { expect: PUBLIC },
  'GET /api/docs/static/swagger-initializer.js': { expect: PUBLIC },
  // The reference's wildcard answers only the files swagger-ui ships, which the routes above name.
  'GET /api/docs/*': { expect: '404 404 404 404 404 404' },
  'GET /api/docs/json': { expect: PUBLIC },
  'GET /api/docs/yaml': { expect: PUBLIC },
  // documents
  'PUT /api/documents/:id': {
    expect: LANDLORDS_OWN,
    body: () => ({
      title: 'Gas safety record',
      documentType: 'GAS',
      issueDate: '2026-01-01',
      expiryDate: '2026-12-31',
    }),
  },
  'DELETE /api/documents/:id': { expect: LANDLORDS_OWN },
  'GET /api/documents/:id/file': { expect: PARTIES_OWN },
  'GET /api/documents/:id/services': { expect: LANDLORDS_OWN },
  'POST /api/documents/:id/services': {
    expect: LANDLORDS_OWN,
    body: (w) => ({ tenantId: w.a.tenancy.id, method: 'email', servedAt: '2026-01-02' }),
  },
  // deductions
  'DELETE /api/deductions/:id': { expect: ADMIN },
  // health
  'GET /api/health': { expect: PUBLIC },
  // auth
  'GET /api/auth/user': { expect: SIGNED_IN },
  'GET /api/auth/user/notifications': { expect: SIGNED_IN },
  'PUT /api/auth/user/notifications': { expect: SIGNED_IN, body: () => ({ smsOptIn: false }) },
  'POST /api/auth/register': { expect: PUBLIC },
  'POST /api/auth/reset-password': { expect: PUBLIC },
  'POST /api/auth/login': { expect: PUBLIC },
  'POST /api/auth/logout': { expect: PUBLIC, session: true },
  'POST /api/auth/forgot-password': { expect: PUBLIC },
  'POST /api/auth/change-password': {
    expect: SIGNED_IN,
    session: true,
    body: () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: 'Another-Strong-Pass-2468' }),
  },
  // admin
  // An invitation the world does not hold: the tenant's own calls answer 404 for it (not theirs).
  'POST /api/tenant/invitations/:id/accept': {
    expect: '401 404 404 403 403 403',
    params: { id: '999999' },
    body: () => ({}),
  },
  'POST /api/tenant/invitations/:id/decline': {
    expect: '401 404 404 403 403 403',
    params: { id: '999999' },
    body: () => ({}),
  },
  'GET /api/auth/totp': { expect: SIGNED_IN },
  'POST /api/auth/totp/setup': { expect: SIGNED_IN },
  'POST /api/auth/totp/enable': { expect: SIGNED_IN },
  'POST /api/auth/totp/disable': { expect: SIGNED_IN },
  'GET /api/account/export': { expect: SIGNED_IN },
  'PUT /api/account/language': { expect: SIGNED_IN, body: () => ({ language: 'cy' }) },
  'GET /api/admin/users/:id/export': { expect: ADMIN },
  'POST /api/admin/users/:id/erase': { expect: ADMIN },
  'GET /api/admin/audit': { expect: ADMIN },
  'POST /api/tenants/:id/invitation': { expect: LANDLORDS_OWN },
  'GET /api/tenant/invitations': { expect: TENANT },
  'GET /api/admin/users': { expect: ADMIN },
  'POST /api/admin/users': { expect: ADMIN },
  'DELETE /api/admin/users/:id': { expect: ADMIN },
  'POST /api/admin/users/:id/reset-password': { expect: ADMIN },
  'PATCH /api/admin/users/:id/type': { expect: ADMIN },
  'PATCH /api/admin/users/:id/status': { expect: ADMIN, body: () => ({ status: 'suspended' }) },
  'PATCH /api/admin/users/:id/fee': { expect: ADMIN },
  'PATCH /api/admin/users/:id/management-mode': { expect: ADMIN },
  'GET /api/admin/settings/bank-details': { expect: ADMIN },
  'PUT /api/admin/settings/bank-details': { expect: ADMIN },
  'GET /api/admin/notifications': { expect: ADMIN },
  'GET /api/admin/notifications/:id': { expect: ADMIN },
  'POST /api/admin/notifications/:id/retry': { expect: ADMIN },
  'GET /api/admin/compliance': { expect: ADMIN },
  'GET /api/admin/images': { expect: ADMIN },
  'POST /api/admin/images/upload': { expect: ADMIN },
  'DELETE /api/admin/images/:id': { expect: ADMIN },
  'GET /api/admin/image-usage': { expect: ADMIN },
  'POST /api/admin/image-usage': { expect: ADMIN },
  'DELETE /api/admin/image-usage/:id': { expect: ADMIN },
  'GET /api/admin/messages': { expect: ADMIN },
  'PATCH /api/admin/messages/:id': { expect: ADMIN, body: () => ({ handled: true }) },
  // landlord
  'GET /api/landlord/properties': { expect: LANDLORD },
  'GET /api/landlord/properties/summary': { expect: LANDLORD },
  'GET /api/landlord/arrears': { expect: LANDLORD },
  'GET /api/landlord/statements': { expect: LANDLORD },
  'GET /api/landlord/compliance': { expect: LANDLORD },
  'GET /api/landlord/compliance.ics': { expect: LANDLORD },
  'GET /api/landlord/documents': { expect: LANDLORD },
  'POST /api/landlord/documents': { expect: LANDLORD, form: async () => documentParts('RSW_REGISTRATION') },
  'DELETE /api/landlord/documents/:id': { expect: LANDLORDS_OWN },
  'GET /api/landlord/documents/:id/file': { expect: LANDLORDS_OWN },
  // listings
  'GET /api/listings': { expect: PUBLIC },
  'GET /api/listings/:id': { expect: PUBLIC },
  'POST /api/listings/:id/viewings': { expect: PUBLIC },
  // applications
  'POST /api/listings/:id/applications': { expect: PUBLIC, body: () => applicationBody() },
  'GET /api/properties/:id/applications': { expect: LANDLORDS_OWN },
  'PATCH /api/applications/:id': { expect: LANDLORDS_OWN, body: () => ({ notes: 'Called the employer.' }) },
  'POST /api/applications/:id/holding-deposit/information': {
    expect: LANDLORDS_OWN,
    body: () => ({ amount: 5_000 }),
  },
  'POST /api/applications/:id/holding-deposit': {
    expect: LANDLORDS_OWN,
    body: () => ({ amount: 5_000, receivedOn: '2026-01-05' }),
  },
  'POST /api/applications/:id/holding-deposit/repayment': {
    expect: LANDLORDS_OWN,
    body: () => ({ repaidOn: '2026-01-06' }),
  },
  'POST /api/applications/:id/tenancy': { expect: LANDLORDS_OWN, body: () => ({}) },
  // properties
  'POST /api/properties': { expect: LANDLORD, body: () => propertyBody() },
  'GET /api/properties/:id': { expect: LANDLORDS_OWN },
  'PUT /api/properties/:id': { expect: LANDLORDS_OWN, body: () => propertyBody() },
  'DELETE /api/properties/:id': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/restore': { expect: ADMIN },
  'POST /api/properties/:id/photos': { expect: LANDLORDS_OWN, form: async () => [await photo()] },
  'PUT /api/properties/:id/photos/order': {
    expect: LANDLORDS_OWN,
    body: (w) => ({ photoIds: [w.ids.photo] }),
  },
  'PATCH /api/properties/:id/photos/:photoId': {
    expect: LANDLORDS_OWN,
    body: () => ({ altText: 'The front room' }),
  },
  'DELETE /api/properties/:id/photos/:photoId': { expect: LANDLORDS_OWN },
  'GET /api/properties/:id/payments': { expect: LANDLORDS_OWN },
  'GET /api/properties/:id/payments/summary': { expect: LANDLORDS_OWN },
  'GET /api/properties/:id/payments/export': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/payments/import': { expect: LANDLORDS_OWN, form: async () => [statement()] },
  'GET /api/properties/:id/payments/review': { expect: LANDLORDS_OWN },
  'GET /api/properties/:id/tenants': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/tenants': { expect: LANDLORDS_OWN, body: () => tenantBody() },
  'GET /api/properties/:id/deductions': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/deductions': {
    expect: ADMIN,
    body: () => ({ date: '2026-03-01', description: 'Boiler part', amount: 5_000 }),
  },
  'GET /api/properties/:id/documents': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/documents': { expect: LANDLORDS_OWN, form: async () => documentParts() },
  'GET /api/properties/:id/maintenance': { expect: LANDLORDS_OWN },
  'GET /api/properties/:id/compliance': { expect: LANDLORDS_OWN },
  // photos
  'GET /api/photos/:photoId/file': { expect: '404 404 404 ok 404 ok' },
  // payments
  'PUT /api/payments/:id': { expect: LANDLORDS_OWN, body: () => paymentBody() },
  'GET /api/payments/:id/receipt': { expect: PARTIES_OWN },
  // tenants
  'PUT /api/tenants/:id': { expect: LANDLORDS_OWN, body: () => tenantBody() },
  'DELETE /api/tenants/:id': { expect: LANDLORDS_OWN },
  'GET /api/tenants/:id/payments': { expect: LANDLORDS_OWN },
  'POST /api/tenants/:id/payments': { expect: LANDLORDS_OWN, body: () => paymentBody() },
  'PATCH /api/tenants/:id/reminders': { expect: LANDLORDS_OWN, body: () => ({ paused: true }) },
  'GET /api/tenants/:id/notifications': { expect: LANDLORDS_OWN },
  'GET /api/tenants/:id/notices/section-173': { expect: LANDLORDS_OWN },
  'GET /api/tenants/:id/notices/rent-increase': { expect: LANDLORDS_OWN },
  'GET /api/tenants/:id/documents': { expect: LANDLORDS_OWN },
  'POST /api/tenants/:id/documents': { expect: LANDLORDS_OWN, form: async () => documentParts() },
  // tenant
  'GET /api/tenant/payments': { expect: TENANT },
  'GET /api/tenant/payments/summary': { expect: TENANT },
  'GET /api/tenant/property': { expect: TENANT },
  'GET /api/tenant/maintenance': { expect: TENANT },
  'POST /api/tenant/maintenance': { expect: TENANT, body: () => requestBody() },
  'PUT /api/tenant/maintenance/:id': { expect: TENANTS_OWN, body: () => requestBody() },
  'GET /api/tenant/tenancies': { expect: TENANT },
  'GET /api/tenant/documents': { expect: TENANT },
  'GET /api/tenant/events': { expect: TENANT },
  'POST /api/tenant/contact-landlord': {
    expect: TENANT,
    body: () => ({ subject: 'Boiler', message: 'The boiler makes a banging noise at night.' }),
  },
  // statement-lines
  'POST /api/statement-lines/:id/match': {
    expect: LANDLORDS_OWN,
    body: (w) => ({ paymentId: w.ids.payment }),
  },
  'POST /api/statement-lines/:id/ignore': { expect: LANDLORDS_OWN },
  // sms
  'GET /api/sms/status': { expect: ADMIN },
  'POST /api/sms/configure': { expect: ADMIN },
  'POST /api/sms/debug-test': { expect: ADMIN },
  // maintenance
  'PATCH /api/maintenance/:id': {
    expect: LANDLORDS_OWN,
    body: () => ({ notes: 'Plumber booked for Tuesday.' }),
  },
  'POST /api/maintenance/:id/photos': { expect: PARTIES_OWN, form: async () => [await photo()] },
  'GET /api/maintenance/:id/photos/:photoId': { expect: PARTIES_OWN },
  // inspections
  'GET /api/properties/:id/inspections': { expect: LANDLORDS_OWN },
  'POST /api/properties/:id/inspections': {
    expect: LANDLORDS_OWN,
    body: () => ({ type: 'periodic', scheduledAt: new Date(Date.now() + 48 * 3600_000).toISOString() }),
  },
  'GET /api/inspections/:id': { expect: PARTIES_OWN },
  'PUT /api/inspections/:id': {
    expect: LANDLORDS_OWN,
    body: () => ({
      status: 'completed',
      rooms: [{ name: 'Kitchen', items: [{ name: 'Oven', condition: 'fair' }] }],
      meterReadings: { electricity: '1234', gas: null, water: null },
      alarms: [{ kind: 'smoke', location: 'Hallway', working: true }],
      notes: null,
      version: 1,
    }),
  },
  'POST /api/inspections/:id/photos': {
    expect: LANDLORDS_OWN,
    form: async () => [{ name: 'room', value: 'Kitchen' }, await photo()],
  },
  'GET /api/inspections/:id/photos/:photoId': { expect: PARTIES_OWN },
  'DELETE /api/inspections/:id/photos/:photoId': { expect: LANDLORDS_OWN },
  'GET /api/inspections/:id/report': { expect: PARTIES_OWN },
  'GET /api/tenant/inspections': { expect: TENANT },
  // contractors
  'GET /api/contractors': { expect: LANDLORD },
  'POST /api/contractors': { expect: LANDLORD, body: () => ({ name: 'Dai the Plumber', trade: 'plumbing' }) },
  'PUT /api/contractors/:id': {
    expect: LANDLORDS_OWN,
    body: () => ({ name: 'Dai the Plumber', trade: 'plumbing' }),
  },
  'DELETE /api/contractors/:id': { expect: LANDLORDS_OWN },
  // contact
  'POST /api/contact': { expect: PUBLIC },
  // communications
  'GET /api/communications': { expect: LANDLORD },
  'POST /api/communications': {
    expect: LANDLORDS_OWN,
    body: (w) => ({ ...communication, tenantId: w.a.tenancy.id, propertyId: w.a.property.id }),
  },
  'PUT /api/communications/:id': { expect: LANDLORDS_OWN, body: () => communication },
  'DELETE /api/communications/:id': { expect: LANDLORDS_OWN },
  // email
  'GET /api/email/status': { expect: ADMIN },
  'POST /api/email/configure': { expect: ADMIN },
  'POST /api/email/test': { expect: ADMIN },
  'POST /api/email/test-email': { expect: ADMIN },
  // images
  'GET /api/images/active/:usageType': { expect: PUBLIC },
  'GET /api/images/:id/file': { expect: PUBLIC },
};
