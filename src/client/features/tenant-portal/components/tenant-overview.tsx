import { useId, useState, type ReactNode } from 'react';
import { Mail, MessageSquare, Phone, Wrench } from 'lucide-react';
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
  if (property.contractType === 'periodic') return 'Periodic (month to month)';
  return property.fixedTermEnd ? `Fixed term until ${formatLongDate(property.fixedTermEnd)}` : 'Fixed term';
}

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
  name,
  email,
  phone,
  phoneHref,
  children,
}: {
  who: string;
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
            <span className="sr-only">E-mail {who.toLowerCase()}: </span>
            {email}
          </a>
        </li>
        {phone && (
          <li>
            <a href={phoneHref ?? telHref(phone)} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Call {who.toLowerCase()}: </span>
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
          Property details
        </h2>
        {property.status === 'notice_given' && <Badge variant="warning">Notice Given</Badge>}
        {property.status === 'past' && <Badge variant="neutral">Past</Badge>}
      </div>
      <Card className="p-4 sm:p-6">
        <dl className="divide-y divide-slate-200 text-sm">
          <Detail term="Property">{property.title}</Detail>
          <Detail term="Address">
            <address className="not-italic">
              {property.address}, {property.city}, {property.postcode}
            </address>
          </Detail>
          <Detail term="Bedrooms">{property.bedroomCount}</Detail>
          <Detail term="Bathrooms">{property.bathroomCount}</Detail>
          <Detail term="Monthly rent">{formatPence(property.price)}</Detail>
          <Detail term="Lease">
            <time dateTime={property.leaseStart}>{formatLongDate(property.leaseStart)}</time> to{' '}
            <time dateTime={property.leaseEnd}>{formatLongDate(property.leaseEnd)}</time>
          </Detail>
          <Detail term="Contract type">{contractTypeText(property)}</Detail>
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
        Contacts
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard
          who="Landlord"
          name={property.landlordName}
          email={property.landlordEmail}
          phone={property.landlordPhone}
        />
        <ContactCard
          who="Letting agent"
          name={AGENCY.name}
          email={AGENCY.email}
          phone={AGENCY.phone}
          phoneHref={AGENCY.phoneHref}
        >
          <p className="text-sm text-slate-700">
            Office hours: {AGENCY.hours.map((slot) => `${slot.short} ${slot.time.toLowerCase()}`).join(', ')}.
            For an emergency repair, call us on this number as well as reporting it here. Smell gas? Call the
            National Gas Emergency Service on{' '}
            <a href="tel:0800111999" className="font-medium whitespace-nowrap text-brand-700 underline">
              0800 111 999
            </a>{' '}
            first.
          </p>
        </ContactCard>
      </div>
      {canAct ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {onContactLandlord && (
            <Button onClick={onContactLandlord} aria-haspopup="dialog">
              <MessageSquare aria-hidden="true" />
              Contact Landlord
            </Button>
          )}
          {onReportIssue && (
            <Button variant="outline" onClick={onReportIssue} aria-haspopup="dialog">
              <Wrench aria-hidden="true" />
              Report Issue
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          This tenancy has ended. To send a message or report a problem, choose your current tenancy or
          contact us.
        </p>
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
        <Loading label="Loading property details..." />
      ) : property.isError ? (
        <FormAlert>Error loading property details</FormAlert>
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
