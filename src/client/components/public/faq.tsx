import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@client/lib/utils';

export interface FaqItem {
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

/**
 * An accordion of questions (WAI-ARIA accordion pattern): each question is a button inside an h3
 * with aria-expanded and aria-controls; its answer is a region labelled by the button. One item is
 * open at a time, and the open one closes again when pressed. Buttons are native, so Enter and
 * Space work and Tab moves between questions. Closed answers stay in the HTML (hidden), so the
 * server-rendered page carries them for search engines and the page works the same after hydration.
 */
export function FaqAccordion({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className={cn('divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white', className)}>
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="text-base font-semibold text-slate-900 sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-brand-700 transition-transform duration-200',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="space-y-3 px-5 pb-5 text-slate-700"
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
