import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Deduction } from '@shared/deductions';
import { formatPence } from '@shared/money';
import type { Property } from '@shared/properties';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { formatDateGB } from '@client/lib/format';
import { usePropertyDeductions } from '../api';
import { AddDeductionForm } from './add-deduction-form';
import { RemoveDeductionDialog } from './remove-deduction-dialog';

export const DEDUCTIONS_PAGE_SIZE = 20;

/**
 * Agency deductions under the payment history: what the agency paid on the landlord's behalf,
 * taken from the rent in that month's statement. Landlords see them; only the agency
 * (`canManage`) adds or removes them.
 */
export function DeductionsPanel({
  property,
  canManage = false,
}: {
  property: Pick<Property, 'id' | 'title'>;
  canManage?: boolean;
}) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<Deduction | null>(null);
  const deductions = usePropertyDeductions(property.id, { limit: DEDUCTIONS_PAGE_SIZE, offset });
  const rows = deductions.data?.items ?? [];
  const total = deductions.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h5 id={headingId} className="font-semibold text-slate-900">
          Agency deductions
        </h5>
        <p className="mt-1 text-sm text-slate-700">
          Charges we paid on your behalf, taken from your rent in the monthly statement.
        </p>
      </div>

      {deductions.isPending ? (
        <Loading label="Loading deductions..." />
      ) : deductions.isError ? (
        <FormAlert>Error loading deductions</FormAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No deductions recorded</p>
      ) : (
        <>
          <Table label={`Agency deductions for ${property.title}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Amount</TableHead>
                {canManage && (
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((deduction) => (
                <TableRow key={deduction.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={deduction.date}>{formatDateGB(deduction.date)}</time>
                  </TableCell>
                  <TableCell className="break-words">{deduction.description}</TableCell>
                  <TableCell className="font-medium whitespace-nowrap text-slate-900">
                    {formatPence(deduction.amount)}
                  </TableCell>
                  {canManage && (
                    <TableCell>
                      <Button size="sm" variant="outline" onClick={() => setRemoving(deduction)}>
                        <Trash2 aria-hidden="true" />
                        Remove
                        <span className="sr-only">
                          {' '}
                          {deduction.description}, {formatPence(deduction.amount)} on{' '}
                          {formatDateGB(deduction.date)}
                        </span>
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {total > DEDUCTIONS_PAGE_SIZE && (
            <Pager
              label="Agency deduction pages"
              noun={['deduction', 'deductions']}
              offset={offset}
              pageSize={DEDUCTIONS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}

      {canManage && (
        <>
          <AddDeductionForm propertyId={property.id} onAdded={() => setOffset(0)} />
          <RemoveDeductionDialog
            propertyId={property.id}
            deduction={removing}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </section>
  );
}
