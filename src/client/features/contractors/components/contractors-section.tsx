import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ContractorsDirectory } from './contractors-directory';

/**
 * 'Contractors' on the landlord dashboard: closed by default so the page keeps its shape; the
 * directory is fetched only when opened.
 */
export function ContractorsSection() {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              Contractors
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Your own tradespeople and their certificates, to assign to repairs.
            </p>
          </div>
          <Button
            variant={open ? 'secondary' : 'outline'}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? 'Hide contractors' : 'Show contractors'}
          </Button>
        </div>
        <div id={panelId} hidden={!open}>
          {open && <ContractorsDirectory />}
        </div>
      </section>
    </Card>
  );
}
