import type { ReactNode } from 'react';
import { Notice, Page } from '@client/components/ui/page';
import { AGENCY } from '@client/content/agency';

function LegalPage({ title, intro, notice }: { title: string; intro: ReactNode; notice: string }) {
  return (
    <Page title={title} intro={intro}>
      <div className="max-w-3xl space-y-4">
        <Notice>{notice}</Notice>
        <p className="text-slate-800">
          Questions? E-mail{' '}
          <a
            href={`mailto:${AGENCY.email}`}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {AGENCY.email}
          </a>{' '}
          or call {AGENCY.phone}.
        </p>
      </div>
    </Page>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`${AGENCY.name} uses the personal details you give us only to provide our letting and property management services.`}
      notice="Our full privacy policy is not available in this version yet."
    />
  );
}

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms will cover the use of this website and its landlord, tenant and administrator portals."
      notice="Our full terms of service are not available in this version yet."
    />
  );
}

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="This website uses an essential cookie to keep you signed in to your account. Scripts on the page cannot read it, and we use no advertising or tracking cookies."
      notice="Our full cookie policy is not available in this version yet."
    />
  );
}
