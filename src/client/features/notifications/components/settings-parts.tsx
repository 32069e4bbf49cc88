import { useId, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

export type HeadingLevel = 2 | 3;

/** A section heading at the level the page needs (h2 on its own page, h3 inside a tab). */
export function SectionHeading({
  level,
  id,
  children,
  className,
}: {
  level: HeadingLevel;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={cn('text-lg font-semibold text-slate-900', className)}>
      {children}
    </Tag>
  );
}

/** Configured or not, in words and an icon as well as colour. */
export function ServiceStateBadge({ ready }: { ready: boolean }) {
  return ready ? (
    <Badge variant="success" className="gap-1">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Configured
    </Badge>
  ) : (
    <Badge variant="warning" className="gap-1">
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      Not configured
    </Badge>
  );
}

/**
 * A service's state: its name, the badge, a sentence on where it sends from and, when the server's
 * environment overrides what admins save, a banner saying so.
 */
export function ServiceState({
  service,
  ready,
  sentence,
  environmentNote,
}: {
  service: string;
  ready: boolean;
  sentence: string;
  environmentNote?: { title: string; text: string } | undefined;
}) {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-slate-800">
        <span className="font-medium">{service}:</span>
        <ServiceStateBadge ready={ready} />
        <span>{sentence}</span>
      </p>
      {environmentNote && (
        <InfoBanner>
          <p className="font-semibold">{environmentNote.title}</p>
          <p>{environmentNote.text}</p>
        </InfoBanner>
      )}
    </div>
  );
}

/** A standing note (not announced: it is there when the page opens). */
export function InfoBanner({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/**
 * Why the last attempt failed, kept on the page after the toast has gone. Not a live region: the
 * toast already announced it.
 */
export function FailureNote({ title, children }: { title: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{title}:</strong> {children}
      </p>
    </div>
  );
}

/** The last success, kept on the page. */
export function SuccessNote({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="flex gap-3 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/** The outcome of the last test, as its toast said it: kept on the page. */
export function ResultNote({
  result,
}: {
  result: { title: string; description?: string; variant?: string } | null;
}) {
  if (!result) return null;
  return result.variant === 'success' ? (
    <SuccessNote>{result.description}</SuccessNote>
  ) : (
    <FailureNote title={result.title}>{result.description}</FailureNote>
  );
}

/**
 * A sending service's settings form (SMTP, Twilio): the heading, what the settings are and when
 * they were saved, the fields, why the last try failed, and Save.
 */
export function ServiceConfigForm({
  headingLevel,
  title,
  intro,
  saved,
  failure,
  saving,
  savingLabel,
  submitLabel,
  onSubmit,
  children,
}: {
  headingLevel: HeadingLevel;
  title: string;
  intro: ReactNode;
  /** When (and what) was last saved; nothing before the first save. */
  saved: ReactNode;
  failure: string | undefined;
  saving: boolean;
  savingLabel: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="max-w-xl space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <SectionHeading level={headingLevel} id={headingId}>
          {title}
        </SectionHeading>
        <p className="text-sm text-slate-700">{intro}</p>
        {saved && <p className="text-sm text-slate-700">{saved}</p>}
      </div>
      {children}
      <FailureNote title="Configuration Failed">{failure}</FailureNote>
      <Button type="submit" disabled={saving}>
        {saving ? savingLabel : submitLabel}
      </Button>
    </form>
  );
}
