import { useState } from 'react';
import { Mail, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { formatPence } from '@shared/money';
import {
  contractTypeLabel,
  tenancyInvitationLabel,
  tenantStatusLabel,
  tenantTypeLabel,
  type Tenant,
  type TenancyInvitationState,
  type TenantStatus,
} from '@shared/tenancies';
import { errorMessage } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatDateGB } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useResendInvitation, useTenants } from '../api';
import { RemoveTenantDialog } from './remove-tenant-dialog';
import { TenantFormDialog } from './tenant-form-dialog';

const statusVariant: Record<TenantStatus, 'success' | 'neutral' | 'warning'> = {
  active: 'success',
  past: 'neutral',
  notice_given: 'warning',
};

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return <Badge variant={statusVariant[status]}>{tenantStatusLabel[status]}</Badge>;
}

const invitationVariant: Record<TenancyInvitationState['status'], 'warning' | 'danger' | 'neutral'> = {
  pending: 'warning',
  declined: 'danger',
  expired: 'neutral',
};

/** An unlinked tenancy's invitation (issue #17): pending until the account's owner accepts. */
function InvitationBadge({ invitation }: { invitation: TenancyInvitationState }) {
  return (
    <Badge variant={invitationVariant[invitation.status]} className="mt-1">
      {tenancyInvitationLabel[invitation.status]}
    </Badge>
  );
}

interface TenantListProps {
  propertyId: number;
  propertyTitle: string;
  propertyRent: number;
  selectedTenantId: number | null;
  onSelect: (tenant: Tenant) => void;
  /** Called when the selected tenant was removed. */
  onRemoved?: (id: number) => void;
  /** Called after any tenancy change (the property's occupancy may follow). */
  onChanged?: () => void;
}

/** The Tenants inner tab: list with add, edit and remove; a row's name selects the tenant. */
export function TenantList({
  propertyId,
  propertyTitle,
  propertyRent,
  selectedTenantId,
  onSelect,
  onRemoved,
  onChanged,
}: TenantListProps) {
  const tenants = useTenants(propertyId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Tenant | null>(null);
  const [removing, setRemoving] = useState<Tenant | null>(null);
  const resend = useResendInvitation(propertyId);
  const rows = tenants.data ?? [];
  const resendTo = (tenant: Tenant) =>
    resend.mutate(tenant.id, {
      onSuccess: (answer) =>
        toast({ title: 'Invitation sent', description: answer.message, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Could not send the invitation',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Select a tenant&apos;s name to see their communications, payments and documents.
        </p>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add Tenant
        </Button>
      </div>

      {tenants.isPending ? (
        <Loading label="Loading tenants..." />
      ) : tenants.isError ? (
        <FormAlert>{errorMessage(tenants.error, 'Failed to fetch tenants')}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">
          No tenants for this property yet. Click &quot;Add Tenant&quot; to add one.
        </p>
      ) : (
        <Table label={`Tenants of ${propertyTitle}`}>
          <TableColumns names={['Name', 'Status', 'Type', 'Lease', 'Rent', 'Actions']} />
          <TableBody>
            {rows.map((tenant) => {
              const selected = tenant.id === selectedTenantId;
              return (
                // The row is clickable for pointer users; the name button gives keyboard users the same action.
                <TableRow
                  key={tenant.id}
                  aria-current={selected ? 'true' : undefined}
                  className={cn(
                    'cursor-pointer hover:bg-slate-50',
                    selected && 'bg-brand-50 hover:bg-brand-50',
                  )}
                  onClick={() => onSelect(tenant)}
                >
                  <TableCell>
                    <button
                      type="button"
                      className="text-left font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(tenant);
                      }}
                    >
                      {tenant.fullName}
                    </button>
                    <div className="break-all text-slate-700">{tenant.email}</div>
                    {tenant.phone && <div className="text-slate-700">{tenant.phone}</div>}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-col items-start">
                      <TenantStatusBadge status={tenant.status} />
                      {tenant.invitation && <InvitationBadge invitation={tenant.invitation} />}
                    </div>
                  </TableCell>
                  <TableCell>{tenantTypeLabel[tenant.tenantType]}</TableCell>
                  <TableCell>
                    <div className="whitespace-nowrap">
                      {formatDateGB(tenant.leaseStart)} to {formatDateGB(tenant.leaseEnd)}
                    </div>
                    <div className="text-slate-700">
                      {contractTypeLabel[tenant.contractType]}
                      {tenant.occupationDate && (
                        <span className="whitespace-nowrap">
                          {' '}
                          · moves in {formatDateGB(tenant.occupationDate)}
                        </span>
                      )}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatPence(tenant.rentAmount)}</TableCell>
                  <TableCell>
                    <div className="flex min-w-max gap-2">
                      {tenant.invitation && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={resend.isPending}
                          onClick={(event) => {
                            event.stopPropagation();
                            resendTo(tenant);
                          }}
                        >
                          <Mail aria-hidden="true" />
                          Resend invitation<span className="sr-only"> to {tenant.fullName}</span>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={(event) => {
                          event.stopPropagation();
                          setEditing(tenant);
                        }}
                      >
                        <Pencil aria-hidden="true" />
                        Edit<span className="sr-only"> {tenant.fullName}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={(event) => {
                          event.stopPropagation();
                          setRemoving(tenant);
                        }}
                      >
                        <UserMinus aria-hidden="true" />
                        Remove<span className="sr-only"> {tenant.fullName}</span>
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}

      <TenantFormDialog
        open={adding}
        propertyId={propertyId}
        propertyRent={propertyRent}
        onClose={() => setAdding(false)}
        onChanged={onChanged}
      />
      <TenantFormDialog
        open={editing !== null}
        propertyId={propertyId}
        tenant={editing}
        onClose={() => setEditing(null)}
        onChanged={onChanged}
      />
      <RemoveTenantDialog
        propertyId={propertyId}
        tenant={removing}
        onClose={() => setRemoving(null)}
        onRemoved={onRemoved}
        onChanged={onChanged}
      />
    </div>
  );
}
