import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { PublicUser } from '@shared/user-roles';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { displayName } from '@shared/user-roles';

export interface TempPasswordResult {
  user: PublicUser;
  tempPassword: string;
  message: string;
}

/** Shows the temporary password once (it is never stored in the browser or shown again). */
export function TempPasswordDialog({
  result,
  onClose,
}: {
  result: TempPasswordResult | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.tempPassword);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the password and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      {result && (
        <DialogContent>
          <DialogTitle>Temporary Password</DialogTitle>
          <DialogDescription>
            {result.message ? `${result.message} ` : ''}Give this temporary password to{' '}
            {displayName(result.user)}. They must change it the next time they sign in. It is shown only once.
          </DialogDescription>
          <div className="space-y-2">
            <p id="temp-password-label" className="text-sm font-medium text-slate-900">
              Temporary password
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <code
                aria-labelledby="temp-password-label"
                data-testid="temp-password"
                className="flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900 select-all"
              >
                {result.tempPassword}
              </code>
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
            <p role="status" className="min-h-5 text-sm text-green-800">
              {copied ? 'Copied to the clipboard.' : ''}
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
