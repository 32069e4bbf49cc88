import { useState } from 'react';
import { AlertTriangle, Pencil, Plus, Trash2 } from 'lucide-react';
import { certificateKindLabel, contractorTradeLabel, type Contractor } from '@shared/contractors';
import { errorMessage } from '@client/app/api-client';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { toast } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { useContractors, useRemoveContractor } from '../api';
import { certificateLines, certificateStateLabel, certificateStateVariant } from '../certificate-state';
import { lazyDialog } from '@client/app/lazy-dialog';

// Opened on a click: the form loads then, not with the dashboard.
const ContractorFormDialog = lazyDialog(() =>
  import('./contractor-form-dialog').then((m) => m.ContractorFormDialog),
);

export const CONTRACTORS_PAGE_SIZE = 20;

function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </>
  );
}

/**
 * A landlord's own contractors with their certificates: each as a badge with words (Expired,
 * Expires soon, Valid) and, when they cannot be given a repair, why. Add, edit and remove.
 * `landlordId` names the landlord's directory when an admin manages it.
 */
export function ContractorsDirectory({ landlordId }: { landlordId?: number | undefined }) {
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Contractor | null>(null);
  const [removing, setRemoving] = useState<Contractor | null>(null);
  const contractors = useContractors({ limit: CONTRACTORS_PAGE_SIZE, offset, landlordId });
  const rows = contractors.data?.items ?? [];
  const total = contractors.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Gas work needs Gas Safe registration, electrical work a competent person scheme, and every trade
          public liability insurance.
        </p>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Contractor
        </Button>
      </div>

      {contractors.isPending ? (
        <Loading label="Loading contractors..." />
      ) : contractors.isError ? (
        <FormAlert>Error loading contractors</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No contractors yet
        </p>
      ) : (
        <>
          <ContractorsTable contractors={rows} onEdit={setEditing} onRemove={setRemoving} />
          {total > CONTRACTORS_PAGE_SIZE && (
            <Pager
              label="Contractor pages"
              noun={['contractor', 'contractors']}
              offset={offset}
              pageSize={CONTRACTORS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}

      <ContractorFormDialog open={adding} landlordId={landlordId} onClose={() => setAdding(false)} />
      <ContractorFormDialog open={editing !== null} contractor={editing} onClose={() => setEditing(null)} />
      <RemoveContractorDialog contractor={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

export function ContractorsTable({
  contractors,
  onEdit,
  onRemove,
}: {
  contractors: readonly Contractor[];
  onEdit: (contractor: Contractor) => void;
  onRemove: (contractor: Contractor) => void;
}) {
  return (
    <Table label="Contractors">
      <TableColumns names={['Name', 'Trade', 'Phone', 'E-mail', 'Certificates']} actions />
      <TableBody>
        {contractors.map((contractor) => (
          <TableRow key={contractor.id}>
            <TableCell className="min-w-44">
              <span className="block font-medium break-words text-slate-900">{contractor.name}</span>
              {!contractor.canTakeWork && (
                <span className="mt-1 flex gap-1 text-xs font-medium text-red-800">
                  <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                  <span>
                    Cannot take work: {contractor.blockedReason ?? 'a certificate is missing or out of date'}
                  </span>
                </span>
              )}
            </TableCell>
            <TableCell>{contractorTradeLabel[contractor.trade] ?? contractor.trade}</TableCell>
            <TableCell className="whitespace-nowrap">
              {contractor.phone ? (
                <a href={`tel:${contractor.phone.replace(/\s+/g, '')}`} className="text-brand-800 underline">
                  {contractor.phone}
                </a>
              ) : (
                <Missing what="No phone" />
              )}
            </TableCell>
            <TableCell className="break-all">
              {contractor.email ? (
                <a href={`mailto:${contractor.email}`} className="text-brand-800 underline">
                  {contractor.email}
                </a>
              ) : (
                <Missing what="No e-mail" />
              )}
            </TableCell>
            <TableCell className="min-w-64">
              <CertificateList contractor={contractor} />
            </TableCell>
            <TableCell>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onEdit(contractor)}>
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {contractor.name}</span>
                </Button>
                <Button size="sm" variant="destructive" onClick={() => onRemove(contractor)}>
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> {contractor.name}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CertificateList({ contractor }: { contractor: Contractor }) {
  const lines = certificateLines(contractor);
  if (lines.length === 0) return <Missing what="No certificates" />;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.kind} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{certificateKindLabel[line.kind]}</span>
          {line.onFile ? (
            <>
              <Badge variant={certificateStateVariant[line.state]}>{certificateStateLabel[line.state]}</Badge>
              <span className="text-xs text-slate-600">
                {line.state === 'red' ? 'expired' : 'to'}{' '}
                <time dateTime={line.expiresOn}>{formatDateGB(line.expiresOn)}</time>
                {line.reference && <> · {line.reference}</>}
              </span>
            </>
          ) : (
            <Badge variant="danger">Missing</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function RemoveContractorDialog({
  contractor,
  onClose,
}: {
  contractor: Contractor | null;
  onClose: () => void;
}) {
  const remove = useRemoveContractor();
  const confirm = () => {
    if (!contractor) return;
    remove.mutate(contractor.id, {
      onSuccess: (answer) => {
        toast({
          title: 'Contractor Removed',
          description: answer?.message || `${contractor.name} has been removed from your contractors.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove contractor. Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={contractor !== null}
      title="Remove Contractor"
      confirmLabel="Remove Contractor"
      pendingLabel="Removing…"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {contractor && (
        <>
          Remove {contractor.name} from your contractors? Repairs assigned to them will show no contractor.
          This action cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
