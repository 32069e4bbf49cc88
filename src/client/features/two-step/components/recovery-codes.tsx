import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';

/** The ten recovery codes, shown once: copy or download them, and say so before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Two-step sign-in recovery codes. Each works once.\n\n${codes.join('\n')}\n`;

  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied('Copied to the clipboard.'))
      .catch(() => setCopied('Copying failed: select the codes and copy them yourself.'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <FormAlert tone="info">
        Two-step sign-in is on. Save these recovery codes somewhere safe: each signs you in once if you lose
        your phone. They will not be shown again.
      </FormAlert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
      <CheckboxField
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(e) => setSaved(e.target.checked)}
      />
      <Button type="button" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
