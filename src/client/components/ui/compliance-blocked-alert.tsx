import { useEffect, useId, useRef } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { m } from '@shared/i18n/messages';

/**
 * A refused save (409 `compliance_blocked`) explained inside the dialog: each item's plain title,
 * the server's reason and what to do. It takes the focus when it appears (and again for each new
 * refusal), so a keyboard or screen-reader user lands on the explanation; the dialog stays open.
 */
export function ComplianceBlockedAlert({ blocked }: { blocked: ComplianceBlocked }) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [blocked]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <p id={headingId} className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {blocked.heading}
      </p>
      {blocked.message && <p className="mt-1">{blocked.message}</p>}
      {blocked.items.length > 0 && (
        <ul className="mt-3 space-y-2">
          {blocked.items.map((item) => (
            <li key={item.rule} className="rounded border border-red-200 bg-white p-2 break-words">
              <p className="font-semibold">{item.title}</p>
              <p>{item.reason}</p>
              {item.advice && (
                <p className="mt-1">
                  <span className="font-medium">{m.ui_what_to_do()}</span>
                  {item.advice}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {blocked.footer && <p className="mt-3">{blocked.footer}</p>}
    </div>
  );
}
