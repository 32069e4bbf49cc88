import { Page } from '@client/components/ui/page';

/** /listings — built by the listings work (issue 4). */
export default function ListingsPage() {
  return <Page title="Find Your New Home" intro="Properties to let." />;
}
