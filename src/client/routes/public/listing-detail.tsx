import { Page } from '@client/components/ui/page';

/** /listings/{id} — built by the listings work (issue 4). */
export default function ListingDetailPage({ params }: { params: { id: string } }) {
  return <Page title="Property to let" intro={`Listing ${params.id}`} />;
}
