import { Notice, Page } from '@client/components/ui/page';
import { AGENCY, AGENCY_ADDRESS_LINE } from '@client/content/agency';

const VALUES = [
  { title: 'Integrity', text: 'Straight answers and clear fees.' },
  { title: 'Excellence', text: 'Careful work on every tenancy.' },
  { title: 'Community', text: 'A local team serving local people.' },
  { title: 'Innovation', text: 'A secure online portal for landlords and tenants.' },
] as const;

export default function AboutPage() {
  return (
    <Page
      title="About Us"
      intro={`${AGENCY.name} is a locally owned letting and property management agency with an office in Dinas Powys, serving Cardiff and South Wales.`}
    >
      <section aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-2xl font-semibold text-slate-900">
          Our values
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-1 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="office-heading" className="mt-10">
        <h2 id="office-heading" className="text-2xl font-semibold text-slate-900">
          Our office
        </h2>
        <p className="mt-2 text-slate-800">{AGENCY_ADDRESS_LINE}</p>
      </section>
      <div className="mt-8">
        <Notice>Our team introductions are not available in this version yet.</Notice>
      </div>
    </Page>
  );
}
