import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/form-controls';
import { FormAlert } from '@client/components/ui/form-field';
import { m } from '@shared/i18n/messages';

/** The ten recovery codes, shown once: copy or download them, and say so before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const text = `${m.auth_recovery_file_heading()}\n\n${codes.join('\n')}\n`;

  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied(m.auth_recovery_copied()))
      .catch(() => setCopied(m.auth_recovery_copy_failed()));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = m.auth_recovery_file_name();
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <FormAlert tone="info">{m.auth_recovery_intro()}</FormAlert>
      <ul
        aria-label={m.auth_recovery_list_label()}
        className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {m.auth_recovery_copy()}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {m.auth_recovery_download()}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
      <CheckboxField
        label={m.auth_recovery_saved()}
        checked={saved}
        onChange={(e) => setSaved(e.target.checked)}
      />
      <Button type="button" disabled={!saved} onClick={onDone}>
        {m.auth_recovery_done()}
      </Button>
    </div>
  );
}
