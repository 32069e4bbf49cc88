import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import type { TenantInvitation } from '@shared/tenant-portal';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { useAnswerInvitation, useTenantInvitations } from '../invitations-api';

interface TenancyInvitationsProps {
  /** The invitation an e-mail link named (`?invitation=&token=`), if the page was opened from one. */
  linked?: { id: number; token: string } | null;
  /** Called once the linked invitation has been answered, so the page can drop it from its address. */
  onLinkedAnswered?: () => void;
}

/**
 * Landlords' invitations to join a tenancy (issue #17): "Agency / landlord X invites you to the
 * tenancy at ADDRESS — Accept / Decline". Nothing of a tenancy reaches the portal until accepted.
 */
export function TenancyInvitations({ linked, onLinkedAnswered }: TenancyInvitationsProps) {
  const invitations = useTenantInvitations();
  const answer = useAnswerInvitation();
  const rows = invitations.data ?? [];
  const linkedMissing = !!linked && invitations.isSuccess && !rows.some((inv) => inv.id === linked.id);

  const respond = (invitation: TenantInvitation, what: 'accept' | 'decline') => {
    const token = linked?.id === invitation.id ? linked.token : undefined;
    answer.mutate(
      { id: invitation.id, answer: what, ...(token ? { token } : {}) },
      {
        onSuccess: (result) => {
          toast({
            title: what === 'accept' ? m.portal_invitation_accepted() : m.portal_invitation_declined(),
            description: result.message,
            variant: 'success',
          });
          if (token) onLinkedAnswered?.();
        },
        onError: (error) =>
          toast({
            title: m.portal_invitation_failed(),
            description: errorMessage(error, m.portal_try_again()),
            variant: 'destructive',
          }),
      },
    );
  };

  if (!rows.length && !linkedMissing) return null;
  return (
    <section aria-labelledby="tenancy-invitations-heading" className="mb-8 space-y-3">
      <h2 id="tenancy-invitations-heading" className="text-xl font-semibold text-slate-900">
        {m.portal_invitations_heading()}
      </h2>
      {linkedMissing && <FormAlert tone="info">{m.portal_invitation_not_open()}</FormAlert>}
      <ul className="space-y-3">
        {rows.map((invitation) => (
          <li
            key={invitation.id}
            className="rounded-lg border border-brand-200 bg-brand-50 p-4"
            aria-current={linked?.id === invitation.id ? 'true' : undefined}
          >
            <p className="text-slate-900">
              {m.portal_invitation_text({
                agency: invitation.agencyName,
                landlord: invitation.landlordName,
              })}{' '}
              <strong>
                {invitation.propertyTitle}, {invitation.address}
              </strong>
              .
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {m.portal_invitation_terms({
                start: formatDateGB(invitation.leaseStart),
                end: formatDateGB(invitation.leaseEnd),
                rent: formatPence(invitation.rentAmount),
                until: formatDateGB(invitation.expiresAt.slice(0, 10)),
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => respond(invitation, 'accept')}>
                {m.portal_invitation_accept()}
                <span className="sr-only">
                  {' '}
                  {m.portal_invitation_tenancy_sr({ property: invitation.propertyTitle })}
                </span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                onClick={() => respond(invitation, 'decline')}
              >
                {m.portal_invitation_decline()}
                <span className="sr-only">
                  {' '}
                  {m.portal_invitation_tenancy_sr({ property: invitation.propertyTitle })}
                </span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
