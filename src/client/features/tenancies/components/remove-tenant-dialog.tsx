import type { Tenant } from '@shared/tenancies';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/toast-store';
import { useRemoveTenant } from '../api';

/** DELETE /api/tenants/{id}: a tenancy with history is ended (kept for the records) rather than deleted. */
export function RemoveTenantDialog({
  propertyId,
  tenant,
  onClose,
  onRemoved,
  onChanged,
}: {
  propertyId: number;
  tenant: Tenant | null;
  onClose: () => void;
  onRemoved?: (id: number) => void;
  onChanged?: () => void;
}) {
  const remove = useRemoveTenant(propertyId, onChanged);

  const confirm = () => {
    if (!tenant) return;
    remove.mutate(tenant.id, {
      onSuccess: (answer) => {
        toast({
          title: 'Tenant Removed',
          description: answer?.message || `${tenant.fullName} has been removed.`,
          variant: 'success',
        });
        onRemoved?.(tenant.id);
        onClose();
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to remove tenant. Please try again.',
          variant: 'destructive',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={tenant !== null}
      title="Remove Tenant"
      confirmLabel="Remove Tenant"
      pendingLabel="Removing…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {tenant && (
        <>
          Are you sure you want to remove &quot;{tenant.fullName}&quot; from this property? A tenancy with
          payments, documents or communications is ended and kept for the records.
        </>
      )}
    </ConfirmDialog>
  );
}
