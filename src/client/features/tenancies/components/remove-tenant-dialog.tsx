import type { Tenant } from '@shared/tenancies';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
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
    <AlertDialog
      open={tenant !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {tenant && (
        <AlertDialogContent>
          <AlertDialogTitle>Remove Tenant</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to remove &quot;{tenant.fullName}&quot; from this property? A tenancy with
            payments, documents or communications is ended and kept for the records.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Remove Tenant'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
