import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Loading, Page } from '@client/components/ui/page';
import { LEGAL_PAGE_LABELS as LABELS } from '@client/content/legal/page-labels';
import { LEGAL_LINKS } from '@client/content/navigation';
import type {
  FactCard,
  LegalBlock,
  LegalDocument,
  LegalSection,
  RichText,
  TextLink,
} from '@client/content/legal/types';

const linkClass =
  'rounded-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950 hover:decoration-2';

/** In-site paths go through the router; mailto:, tel: and other sites are plain links. */
function TextAnchor({ link }: { link: TextLink }) {
  if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    return (
      <Link href={link.href} className={linkClass}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.text}
    </a>
  );
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) =>
        typeof part === 'string' ? part : <TextAnchor key={`${index}-${part.href}`} link={part} />,
      )}
    </>
  );
}

function Cards({ cards }: { cards: readonly FactCard[] }) {
  return (
    <div className="grid gap-4">
      {cards.map((card) => (
        <div key={card.title} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <h3 className="text-lg font-semibold text-slate-900">
            {card.title}
            {card.code && (
              <>
                {': '}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base text-slate-900">
                  {card.code}
                </code>
              </>
            )}
          </h3>
          <dl className="mt-3 space-y-3">
            {card.facts.map((fact) => (
              <div key={fact.term} className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
                <dt className="font-semibold text-slate-900">{fact.term}</dt>
                <dd className="mt-1 text-slate-700 sm:mt-0">
                  <Rich text={fact.detail} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="text-slate-700">
          <Rich text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      );
    case 'subheading':
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'cards':
      return <Cards cards={block.cards} />;
  }
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} className="scroll-mt-24">
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{section.title}</h2>
      <div className="mt-4 space-y-4 leading-7">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/**
 * One legal page: the h1 and date, an 'In short' summary, a table of contents linking to each
 * section's id (beside the text on wide screens), the sections, and links to the other policies.
 */
function LegalPage({ doc, path }: { doc: LegalDocument; path: string }) {
  const related = [
    ...LEGAL_LINKS.filter((item) => item.href !== path),
    { href: PAGE_PATHS.contact, label: LABELS.contactUs },
  ];
  return (
    <Page
      title={doc.title}
      intro={
        <>
          <p>{doc.intro}</p>
          <p className="mt-2 text-base text-slate-600">
            {`${LABELS.lastUpdated} `}
            <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
        </>
      }
    >
      <div className="wrap-break-word">
        <section
          aria-labelledby="in-short"
          className="max-w-3xl rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6"
        >
          <h2 id="in-short" className="text-xl font-semibold text-brand-950">
            {LABELS.inShort}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-800 marker:text-brand-700">
            {doc.summary.map((point, index) => (
              <li key={index}>
                <Rich text={point} />
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <nav
            aria-labelledby="contents-heading"
            className="rounded-lg border border-slate-200 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:p-0"
          >
            <h2 id="contents-heading" className="text-lg font-semibold text-slate-900">
              {LABELS.contents}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-8 text-slate-700 marker:text-slate-600">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="rounded-sm text-brand-800 underline-offset-4 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-10 max-w-3xl space-y-12 lg:mt-0">
            {doc.sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}

            <nav aria-labelledby="related-heading" className="border-t border-slate-200 pt-8">
              <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
                {LABELS.relatedPages}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {related.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </Page>
  );
}

/**
 * Each policy's copy (5-6 KB gzipped) is its own chunk, loaded only by its page, so it never
 * weighs on the other routes. The server prerender waits for it; in the browser the prerendered
 * HTML stays in place until the chunk arrives and the page hydrates.
 */
function lazyLegalPage(path: string, load: () => Promise<LegalDocument>) {
  return lazy(async () => {
    const doc = await load();
    return { default: () => <LegalPage doc={doc} path={path} /> };
  });
}

const PrivacyContent = lazyLegalPage(PAGE_PATHS.privacy, () =>
  import('@client/content/legal/privacy').then((m) => m.PRIVACY_POLICY),
);
const TermsContent = lazyLegalPage(PAGE_PATHS.terms, () =>
  import('@client/content/legal/terms').then((m) => m.TERMS_OF_SERVICE),
);
const CookiesContent = lazyLegalPage(PAGE_PATHS.cookies, () =>
  import('@client/content/legal/cookies').then((m) => m.COOKIE_POLICY),
);

/** Shown only on a client-side visit while the policy's chunk loads: the title, then the text. */
function LegalFallback({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Loading />
    </Page>
  );
}

export function PrivacyPage() {
  return (
    <Suspense fallback={<LegalFallback title={LABELS.titles.privacy} />}>
      <PrivacyContent />
    </Suspense>
  );
}

export function TermsPage() {
  return (
    <Suspense fallback={<LegalFallback title={LABELS.titles.terms} />}>
      <TermsContent />
    </Suspense>
  );
}

export function CookiesPage() {
  return (
    <Suspense fallback={<LegalFallback title={LABELS.titles.cookies} />}>
      <CookiesContent />
    </Suspense>
  );
}
