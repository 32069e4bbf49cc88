import { z } from 'zod';

/** The tenant portal's own answers (CONTRACT.md §3 tenant portal; SPEC.md §3 Tenant-dashboard property). */
export interface TenantProperty {
  /** The property's id. */
  id: number;
  tenancyId: number;
  title: string;
  address: string;
  city: string;
  postcode: string;
  bedroomCount: number;
  bathroomCount: number;
  /** The tenancy's monthly rent, pence. */
  price: number;
  leaseStart: string;
  leaseEnd: string;
  contractType: 'periodic' | 'fixed_term';
  fixedTermEnd: string | null;
  status: 'active' | 'past' | 'notice_given';
  /** Who to contact: the landlord's details (the agency's are on every page too). */
  landlordName: string;
  landlordEmail: string;
  landlordPhone: string | null;
  /** False for a past tenancy the tenant is looking back at. */
  isCurrent: boolean;
}

/** GET /api/tenant/tenancies: every tenancy of the signed-in tenant, current first. */
export interface TenantTenancy {
  id: number;
  propertyTitle: string;
  leaseStart: string;
  leaseEnd: string;
  status: 'active' | 'past' | 'notice_given';
  isCurrent: boolean;
}

/**
 * GET /api/tenant/invitations: a landlord's invitation for the signed-in tenant's account to join
 * a tenancy (issue #17). Nothing of the tenancy is in the portal until it is accepted.
 */
export interface TenantInvitation {
  id: number;
  agencyName: string;
  landlordName: string;
  propertyTitle: string;
  /** The home's full address, one line. */
  address: string;
  leaseStart: string;
  leaseEnd: string;
  /** Monthly rent, pence. */
  rentAmount: number;
  expiresAt: string;
}

/** Answering an invitation: the token of the e-mail's link, when the answer comes from it. */
export const InvitationAnswerSchema = z.object({ token: z.string().min(1).max(200).optional() }).strict();

/** SPEC.md §3 Tenant-dashboard document; `url` is the authorised file endpoint. */
export interface TenantDocument {
  id: number;
  title: string;
  type: string;
  uploadDate: string;
  expiryDate: string | null;
  url: string;
  /** Shared with this tenancy, or the property's certificate a contract-holder must receive. */
  source: 'tenancy' | 'property';
  /** When a copy was first given to this tenancy (ISO timestamp); null when none is recorded. */
  servedAt?: string | null;
}

export const UPCOMING_EVENT_KINDS = [
  'rent_due',
  'fixed_term_end',
  'certificate_renewal',
  'repair',
  'inspection',
] as const;
export type UpcomingEventKind = (typeof UPCOMING_EVENT_KINDS)[number];
/** GET /api/tenant/events: dated things ahead, soonest first. */
export interface UpcomingEvent {
  date: string;
  kind: UpcomingEventKind;
  title: string;
  detail: string | null;
}

/** POST /api/tenant/contact-landlord: lands in the tenant's Communications (inbound) and e-mails the landlord. */
export const ContactLandlordSchema = z
  .object({
    subject: z
      .string('Subject must be at least 3 characters')
      .trim()
      .min(3, 'Subject must be at least 3 characters')
      .max(150, 'Subject must be at most 150 characters'),
    message: z
      .string('Message must be at least 10 characters')
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(4000, 'Message must be at most 4000 characters'),
  })
  .strict();
export type ContactLandlordInput = z.input<typeof ContactLandlordSchema>;
