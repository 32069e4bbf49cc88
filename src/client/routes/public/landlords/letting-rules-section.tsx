import { ClipboardCheck, Scale } from 'lucide-react';
import { LETTING_RULES, type LettingRule } from '@client/content/landlords-more';
import { LANDLORDS_MORE_PAGE as COPY } from '@client/content/pages/landlords-more';
import { h2Class, sectionClass } from './page-layout';

/** One rule: what it is, what the law requires, and how we handle it. */
function LettingRuleCard({ rule: { id, title, Icon, summary, duties, howWeHelp } }: { rule: LettingRule }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-6 shadow-sm sm:p-8">
      <h3
        id={id}
        tabIndex={-1}
        className="flex scroll-mt-24 items-center gap-3 text-xl font-semibold text-slate-900"
      >
        <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        {title}
      </h3>
      <p className="mt-3 text-slate-700">{summary}</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div>
          <h4 className="font-semibold text-slate-900">{COPY.rules.lawRequires}</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
            {duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-md bg-brand-50 p-4">
          <h4 className="flex items-center gap-2 font-semibold text-brand-950">
            <ClipboardCheck aria-hidden="true" className="size-5 text-brand-800" />
            {COPY.rules.howWeHandle}
          </h4>
          <p className="mt-2 text-brand-950">{howWeHelp}</p>
        </div>
      </div>
    </section>
  );
}

/** Welsh letting rules, explained: a jump list, then a card for each rule. */
export function LettingRulesSection() {
  return (
    <section
      id="welsh-letting-rules"
      aria-labelledby="rules-heading"
      className={`${sectionClass} scroll-mt-24`}
    >
      <h2 id="rules-heading" className={h2Class}>
        {COPY.rules.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">{COPY.rules.intro}</p>
      <nav aria-label={COPY.rules.navLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {LETTING_RULES.map((rule) => (
            <li key={rule.id}>
              <a
                href={`#${rule.id}`}
                className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
              >
                {rule.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-8">
        {LETTING_RULES.map((rule) => (
          <LettingRuleCard key={rule.id} rule={rule} />
        ))}
      </div>
      <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {COPY.rules.rulesChange}
      </p>
    </section>
  );
}
