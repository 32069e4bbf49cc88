/**
 * The tenant portal in Welsh (CONTRACT.md §9): every portal_ message renders in both languages with
 * its placeholders filled; the labels of shared values give src/shared's own English and a Welsh
 * word for every value; and the messages the tenant's forms and their API calls can answer with
 * have their Welsh in the server-message lookup. (Upcoming events come worded in the tenant's
 * language from the server: tenant-portal.routes.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACTOR_TRADES, contractorTradeLabel } from '@shared/contractors';
import { DOCUMENT_TYPES, documentTypeLabel } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import {
  ALARM_KINDS,
  alarmKindLabel,
  conditionChangeLabel,
  INSPECTION_STATUSES,
  INSPECTION_TYPES,
  inspectionStatusLabel,
  inspectionTypeLabel,
  ITEM_CONDITIONS,
  itemConditionLabel,
  METERS,
  meterLabel,
} from '@shared/inspections';
import {
  MAINTENANCE_ACTOR_ROLES,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  MaintenanceRequestSchema,
  maintenanceCategoryLabel,
  maintenancePriorityHint,
  maintenancePriorityLabel,
  maintenanceStatusLabel,
} from '@shared/maintenance';
import { NotificationPreferencesSchema } from '@shared/notifications';
import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentMethodLabel, paymentStatusLabel } from '@shared/payments';
import { ContactLandlordSchema } from '@shared/tenant-portal';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE, PHOTO_UNSUPPORTED } from '@shared/uploads';
// The server's own wording, so a message reworded there without its Welsh fails here.
/* eslint-disable import-x/no-restricted-paths */
import { notFound } from '@server/lib/app-error';
import { imageTooLargeMessage, MAX_IMAGE_PIXELS } from '@server/lib/upload-safety';
import { NO_LONGER_CHANGEABLE } from '@server/modules/maintenance/tenant-maintenance.service';
import { TOO_MANY_PHOTOS } from '@server/modules/maintenance/maintenance-photos.service';
import { CONTACT_LANDLORD_SENT } from '@server/modules/tenant-portal/contact-landlord.service';
import {
  ACCEPTED_MESSAGE,
  DECLINED_MESSAGE,
  GONE_MESSAGE,
} from '@server/modules/tenant-portal/tenant-invitations.service';
/* eslint-enable import-x/no-restricted-paths */
import {
  SERVER_MESSAGE_PATTERNS as WELSH_PATTERNS,
  SERVER_MESSAGES as WELSH_MESSAGES,
} from '@client/content/cy/server-messages';
import { messageLookup } from '@client/lib/localise-message';
import * as labels from '@client/lib/portal-labels';

const CATALOGUE = path.resolve(import.meta.dirname, '../../../shared/i18n/catalogue');
const catalogue = (locale: Locale): Record<string, string> => {
  const { $schema: _schema, ...messages } = JSON.parse(
    fs.readFileSync(path.join(CATALOGUE, locale, 'portal.json'), 'utf8'),
  ) as Record<string, string>;
  return messages;
};
const english = catalogue('en');
const keys = Object.keys(english);

type Message = (inputs: Record<string, unknown>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message>;
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]!))];
/** A dummy value for each placeholder, easy to find again in the output. */
const sampleInputs = (key: string) =>
  Object.fromEntries(placeholdersOf(english[key]!).map((name) => [name, `«${name}»`]));

describe('the portal_ messages', () => {
  it('are all in the portal catalogue and compiled', () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !key.startsWith('portal_'))).toEqual([]);
    expect(keys.filter((key) => typeof messages[key] !== 'function')).toEqual([]);
  });

  it.each(['en', 'cy'] as const)('render in %s, every placeholder filled in', (locale) => {
    for (const key of keys) {
      const inputs = sampleInputs(key);
      const text = messages[key]!(inputs, { locale });
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toContain('{');
      expect(text, key).not.toContain('}');
      expect(text, key).not.toContain('undefined');
      for (const value of Object.values(inputs)) expect(text, key).toContain(value);
    }
  });

  it('give the English catalogue in English and the Welsh one in Welsh', () => {
    const welsh = catalogue('cy');
    for (const key of ['portal_tab_overview', 'portal_dashboard_intro', 'portal_repair_sent']) {
      const inputs = sampleInputs(key);
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => `«${name}»`);
      expect(messages[key]!(inputs, { locale: 'en' })).toBe(fill(english[key]!));
      expect(messages[key]!(inputs, { locale: 'cy' })).toBe(fill(welsh[key]!));
    }
  });
});

describe('the labels of shared values', () => {
  const cases: [string, readonly string[], Record<string, string>, (v: string, l?: Locale) => string][] = [
    ['repair status', MAINTENANCE_STATUSES, maintenanceStatusLabel, labels.repairStatusText],
    ['repair priority', MAINTENANCE_PRIORITIES, maintenancePriorityLabel, labels.repairPriorityText],
    ['repair priority hint', MAINTENANCE_PRIORITIES, maintenancePriorityHint, labels.repairPriorityHintText],
    ['repair category', MAINTENANCE_CATEGORIES, maintenanceCategoryLabel, labels.repairCategoryText],
    ['contractor trade', CONTRACTOR_TRADES, contractorTradeLabel, labels.contractorTradeText],
    ['payment status', PAYMENT_STATUSES, paymentStatusLabel, labels.paymentStatusText],
    ['payment method', PAYMENT_METHODS, paymentMethodLabel, labels.paymentMethodText],
    ['document type', DOCUMENT_TYPES, documentTypeLabel, labels.documentTypeText],
    ['inspection status', INSPECTION_STATUSES, inspectionStatusLabel, labels.inspectionStatusText],
    ['item condition', ITEM_CONDITIONS, itemConditionLabel, labels.itemConditionText],
    ['alarm kind', ALARM_KINDS, alarmKindLabel, labels.alarmKindText],
    ['condition change', Object.keys(conditionChangeLabel), conditionChangeLabel, labels.conditionChangeText],
  ];

  it.each(cases)('%s: the English is src/shared’s, the Welsh its own', (_, values, english, text) => {
    for (const value of values) {
      expect(text(value, 'en')).toBe(english[value]);
      const welsh = text(value, 'cy');
      expect(welsh.trim()).not.toBe('');
      // Revolut is a name, the same in both languages.
      if (value !== 'revolut') expect(welsh, value).not.toBe(english[value]);
    }
  });

  it('word the kinds of inspection, the meters and the roles as the screens did in English', () => {
    for (const type of INSPECTION_TYPES)
      expect(labels.inspectionKindText(type, 'en')).toBe(`${inspectionTypeLabel[type]} inspection`);
    for (const meter of METERS) expect(labels.meterTermText(meter, 'en')).toBe(`${meterLabel[meter]} meter:`);
    expect(MAINTENANCE_ACTOR_ROLES.map((role) => labels.repairRoleText(role, 'en'))).toEqual([
      'Tenant',
      'Landlord',
      'Letting agent',
    ]);
    expect(labels.expiryBadgeText('Expiring Soon', 'cy')).toBe('Yn dod i ben cyn bo hir');
  });

  it('show a value newer than the client as sent', () => {
    expect(labels.repairStatusText('on_hold', 'cy')).toBe('on_hold');
    expect(labels.documentTypeText('SOMETHING_NEW', 'cy')).toBe('SOMETHING_NEW');
  });
});

describe('what the tenant’s forms and their calls can answer', () => {
  const welsh = messageLookup(WELSH_MESSAGES, WELSH_PATTERNS);
  const untranslated = (texts: Iterable<string>) =>
    [...new Set(texts)].filter((text) => welsh(text) === text);

  /** The messages a schema gives for each field left empty, of the wrong type, or far too long. */
  function messagesOf(schema: z.ZodType, fields: readonly string[]): string[] {
    const probes: unknown[] = [undefined, null, 42, '', 'a', 'x'.repeat(5000), '07', true];
    const found: string[] = [];
    for (const probe of probes) {
      const input = Object.fromEntries(fields.map((field) => [field, probe]));
      const parsed = schema.safeParse(input);
      if (!parsed.success) found.push(...parsed.error.issues.map((issue) => issue.message));
    }
    return found.filter((text) => !text.startsWith('Invalid input') && !text.startsWith('Unrecognized key'));
  }

  it('has the Welsh of every validation message of a repair request, a message and the SMS choice', () => {
    const found = [
      ...messagesOf(MaintenanceRequestSchema, Object.keys(MaintenanceRequestSchema.shape)),
      ...messagesOf(ContactLandlordSchema, Object.keys(ContactLandlordSchema.shape)),
      ...[
        { smsOptIn: true, phone: '' },
        { smsOptIn: false, phone: '07' },
        { smsOptIn: false, phone: '0'.repeat(31) },
      ]
        .flatMap((input) => NotificationPreferencesSchema.safeParse(input).error?.issues ?? [])
        .map((i) => i.message),
    ];
    expect(found.length).toBeGreaterThan(8);
    expect(untranslated(found)).toEqual([]);
  });

  it('has the Welsh of the answers and errors of the tenant portal’s calls', () => {
    const answers = [
      CONTACT_LANDLORD_SENT,
      ACCEPTED_MESSAGE,
      DECLINED_MESSAGE,
      GONE_MESSAGE,
      NO_LONGER_CHANGEABLE,
      TOO_MANY_PHOTOS,
      PHOTO_REQUIRED,
      PHOTO_UNSUPPORTED,
      PHOTO_TOO_LARGE,
      imageTooLargeMessage(9000, 8000),
      'Only tenants have a tenant portal.',
      ...['Active tenancy', 'Tenancy', 'Property', 'Invitation', 'Maintenance request', 'Photo', 'User'].map(
        (what) => notFound(what).message,
      ),
    ];
    expect(untranslated(answers)).toEqual([]);
    expect(welsh(imageTooLargeMessage(9000, 8000))).toContain(
      `9000 × 8000 picsel; ${MAX_IMAGE_PIXELS / 1e6}`,
    );
  });
});
