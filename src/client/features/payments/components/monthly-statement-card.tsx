import { useId, useState } from 'react';
import { FileDown } from 'lucide-react';
import { todayInLondon } from '@shared/dates';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { isStatementMonth, monthOf, previousMonth, statementPdfUrl } from '../monthly-statement';
import { monthLongLabel } from '../rent-chart';

const MONTH_MESSAGE = 'Choose a month';

/**
 * 'Monthly statement' on the landlord dashboard: one month's rent due, received and fees as a PDF.
 * A plain download link: the session cookie goes with it. Last month by default, the one just closed.
 */
export function MonthlyStatementCard({ className }: { className?: string }) {
  const headingId = useId();
  const [month, setMonth] = useState(() => previousMonth());
  const isValid = isStatementMonth(month);

  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Monthly statement
        </h2>
        <FormField
          label="Statement month"
          type="month"
          value={month}
          max={monthOf(todayInLondon())}
          // Browsers without a month picker show a text box: say what to type.
          placeholder="YYYY-MM"
          pattern="\d{4}-\d{2}"
          error={isValid ? undefined : MONTH_MESSAGE}
          onChange={(event) => setMonth(event.target.value)}
        />
        {isValid && (
          <Button asChild variant="outline">
            <a href={statementPdfUrl(month)} download>
              <FileDown aria-hidden="true" />
              Download statement (PDF)
              <span className="sr-only"> for {monthLongLabel(month)}</span>
            </a>
          </Button>
        )}
      </section>
    </Card>
  );
}
