import { currentTenancies, type DocumentFact, type PropertyFacts, type TenancyFact } from './facts';
import { longDate, type Finding } from './rule';

/**
 * One finding per current contract-holder: have they been given a copy of each of `docs`?
 * Met when every document has a service record for that tenancy (sent by the product or
 * recorded by the landlord).
 */
export function copyFindings(
  facts: PropertyFacts,
  docs: readonly DocumentFact[],
  dueFor: (tenancy: TenancyFact) => string,
): Finding[] {
  return currentTenancies(facts).map((tenancy) => {
    const unserved = docs.filter(
      (d) => !facts.services.some((s) => s.documentId === d.id && s.tenancyId === tenancy.id),
    );
    const served = docs
      .flatMap((d) => facts.services.filter((s) => s.documentId === d.id && s.tenancyId === tenancy.id))
      .map((s) => s.servedOn)
      .sort();
    const dueDate = dueFor(tenancy);
    const first = unserved[0];
    return {
      subject: 'tenancy',
      tenancy,
      met: unserved.length === 0,
      oneOff: true,
      dueDate,
      documentIds: docs.map((d) => d.id),
      message:
        unserved.length === 0
          ? `Copy given to ${tenancy.fullName} on ${longDate(served.at(-1)!)}.`
          : `${tenancy.fullName} must be given a copy by ${longDate(dueFor(tenancy))}.`,
      action: first ? { kind: 'serve', documentId: first.id } : { kind: 'none' },
    } satisfies Finding;
  });
}
