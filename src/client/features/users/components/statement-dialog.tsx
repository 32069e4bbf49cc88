import { useState } from 'react';
import { Download } from 'lucide-react';
import { displayName, type PublicUser } from '@shared/user-roles';
import { Button } from '@client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  RecordDialog,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { isStatementMonth, lastMonth, statementUrl, thisMonth } from '../management-fee';

/** Any landlord's monthly statement as a PDF, for the agency to check or send on. */
export function StatementDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  return (
    <RecordDialog record={user} onClose={onClose}>
      {(user) => <StatementPicker key={user.id} user={user} />}
    </RecordDialog>
  );
}

function StatementPicker({ user }: { user: PublicUser }) {
  // Opened in the browser only, so "today" here cannot differ from a server render.
  const [month, setMonth] = useState(() => lastMonth());
  const isValid = isStatementMonth(month);

  return (
    <DialogContent>
      <DialogTitle>Statement for {displayName(user)}</DialogTitle>
      <DialogDescription>
        Rent due and received, the agency&apos;s fee, deductions and the net amount for one month.
      </DialogDescription>
      <FormField
        label="Month"
        type="month"
        max={thisMonth()}
        // Browsers without a month picker show a text box: say the format they must type.
        placeholder="YYYY-MM"
        value={month}
        error={isValid ? undefined : 'Choose a month'}
        onChange={(event) => setMonth(event.currentTarget.value)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {isValid ? (
          <Button asChild>
            <a href={statementUrl(user.id, month)} download>
              <Download aria-hidden="true" />
              Download statement (PDF)
            </a>
          </Button>
        ) : (
          <Button disabled>
            <Download aria-hidden="true" />
            Download statement (PDF)
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
