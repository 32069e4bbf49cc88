import { useId, useState, type ReactNode } from 'react';
import { Mail, MessageSquare, Phone, Wrench } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { TenantProperty } from '@shared/tenant-portal';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { AGENCY } from '@client/content/agency';
import { useTenantProperty } from '../api';
import { formatLongDate } from '@client/lib/format';
import { ContactLandlordDialog } from './contact-landlord-dialog';
import { UpcomingEvents } from './upcoming-events';

/** Under Renting Homes (Wales) the contract is periodic, or fixed term until a date. */
export function contractTypeText(property: Pick<TenantProperty, 'contractType' | 'fixedTermEnd'>): string {
  if (property.contractType === 'periodic') return m.portal_contract_periodic();
  return property.fixedTermEnd
    ? m.portal_contract_fixed_until({ date: formatLongDate(property.fixedTermEnd) })
    : m.portal_contract_fixed();
}

/** The agency's opening hours in words: 'Mon-Fri 8:30am-6:00pm, Saturday 9:00am-3:00pm, Sunday closed'. */
const hoursDay: Record<(typeof AGENCY.hours)[number]['short'], () => string> = {
  'Mon-Fri': m.portal_hours_mon_fri,
  Saturday: m.portal_hours_saturday,
  Sunday: m.portal_hours_sunday,
};
export const officeHoursText = (): string =>
  AGENCY.hours
    .map((slot) => {
      const time = slot.time === 'Closed' ? m.portal_hours_closed() : slot.time.toLowerCase();
      return `${hoursDay[slot.short]()} ${time}`;
    })
    .join(', ');

/** 'tel:' wants digits (and a leading +) only; '+44 (0)29' is dialled without the 0. */
export const telHref = (phone: string): string => `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;

const linkClass =
  'inline-flex items-center gap-2 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ContactCard({
  who,
  emailLabel,
  callLabel,
  name,
  email,
  phone,
  phoneHref,
  children,
}: {
  who: string;
  /** For a screen reader, before the address and the number: 'E-mail landlord:'. */
  emailLabel: string;
  callLabel: string;
  name: string;
  email: string;
  phone: string | null;
  phoneHref?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="space-y-2 p-4 sm:p-6">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {who}
      </h3>
      <p className="text-lg font-semibold break-words text-slate-900">{name}</p>
      <ul aria-labelledby={headingId} className="space-y-1 text-sm">
        <li>
          <a href={`mailto:${email}`} className={linkClass}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{emailLabel} </span>
            {email}
          </a>
        </li>
        {phone && (
          <li>
            <a href={phoneHref ?? telHref(phone)} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{callLabel} </span>
              {phone}
            </a>
          </li>
        )}
      </ul>
      {children}
    </Card>
  );
}

/** The property's details: address, rooms, rent, lease and contract. */
export function PropertyDetails({ property }: { property: TenantProperty }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {m.portal_property_details()}
        </h2>
        {property.status === 'notice_given' && (
          <Badge variant="warning">{m.portal_badge_notice_given()}</Badge>
        )}
        {property.status === 'past' && <Badge variant="neutral">{m.portal_badge_past()}</Badge>}
      </div>
      <Card className="p-4 sm:p-6">
        <dl className="divide-y divide-slate-200 text-sm">
          <Detail term={m.portal_card_property()}>{property.title}</Detail>
          <Detail term={m.portal_detail_address()}>
            <address className="not-italic">
              {property.address}, {property.city}, {property.postcode}
            </address>
          </Detail>
          <Detail term={m.portal_detail_bedrooms()}>{property.bedroomCount}</Detail>
          <Detail term={m.portal_detail_bathrooms()}>{property.bathroomCount}</Detail>
          <Detail term={m.portal_card_monthly_rent()}>{formatPence(property.price)}</Detail>
          <Detail term={m.portal_detail_lease()}>
            <time dateTime={property.leaseStart}>{formatLongDate(property.leaseStart)}</time>{' '}
            {m.portal_dates_to()}{' '}
            <time dateTime={property.leaseEnd}>{formatLongDate(property.leaseEnd)}</time>
          </Detail>
          <Detail term={m.portal_detail_contract_type()}>{contractTypeText(property)}</Detail>
        </dl>
      </Card>
    </section>
  );
}

/** Who to contact: the landlord and the agency, with Contact Landlord and Report Issue. */
export function TenancyContacts({
  property,
  onContactLandlord,
  onReportIssue,
}: {
  property: TenantProperty;
  /** Omitted for a past tenancy: messages and repairs go through the current one. */
  onContactLandlord?: (() => void) | undefined;
  onReportIssue?: (() => void) | undefined;
}) {
  const headingId = useId();
  const canAct = !!onContactLandlord || !!onReportIssue;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {m.portal_contacts_heading()}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard
          who={m.portal_contact_landlord()}
          emailLabel={m.portal_contact_email_landlord()}
          callLabel={m.portal_contact_call_landlord()}
          name={property.landlordName}
          email={property.landlordEmail}
          phone={property.landlordPhone}
        />
        <ContactCard
          who={m.portal_contact_agent()}
          emailLabel={m.portal_contact_email_agent()}
          callLabel={m.portal_contact_call_agent()}
          name={AGENCY.name}
          email={AGENCY.email}
          phone={AGENCY.phone}
          phoneHref={AGENCY.phoneHref}
        >
          <p className="text-sm text-slate-700">
            {m.portal_contacts_agent_note({ hours: officeHoursText() })}{' '}
            <a href="tel:0800111999" className="font-medium whitespace-nowrap text-brand-700 underline">
              0800 111 999
            </a>{' '}
            {m.portal_contacts_gas_first()}
          </p>
        </ContactCard>
      </div>
      {canAct ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {onContactLandlord && (
            <Button onClick={onContactLandlord} aria-haspopup="dialog">
              <MessageSquare aria-hidden="true" />
              {m.portal_contact_landlord_button()}
            </Button>
          )}
          {onReportIssue && (
            <Button variant="outline" onClick={onReportIssue} aria-haspopup="dialog">
              <Wrench aria-hidden="true" />
              {m.portal_report_issue()}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{m.portal_contacts_past()}</p>
      )}
    </section>
  );
}

/**
 * The Overview tab (SPEC.md §2): the property's details, landlord and agency contacts with
 * Contact Landlord and Report Issue, and what is coming up.
 */
export function TenantOverview({
  tenancyId,
  onReportIssue,
}: {
  tenancyId: number | undefined;
  onReportIssue: () => void;
}) {
  const property = useTenantProperty(tenancyId);
  const [contacting, setContacting] = useState(false);

  return (
    <div className="space-y-8">
      {property.isPending ? (
        <Loading label={m.portal_property_loading()} />
      ) : property.isError ? (
        <FormAlert>{m.portal_property_error()}</FormAlert>
      ) : (
        <>
          <PropertyDetails property={property.data} />
          <TenancyContacts
            property={property.data}
            onContactLandlord={property.data.isCurrent ? () => setContacting(true) : undefined}
            onReportIssue={property.data.isCurrent ? onReportIssue : undefined}
          />
          <ContactLandlordDialog
            open={contacting}
            landlordName={property.data.landlordName}
            onClose={() => setContacting(false)}
          />
        </>
      )}
      <UpcomingEvents tenancyId={tenancyId} />
    </div>
  );
}
