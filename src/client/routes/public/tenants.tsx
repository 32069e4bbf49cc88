import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Notice, Page } from '@client/components/ui/page';

export default function TenantsPage() {
  return (
    <Page
      title="Tenant Services"
      intro="We let homes across Cardiff and South Wales. Our tenants can see their rent, documents and maintenance requests in a secure online portal, and reach us whenever they need to."
    >
      <div className="space-y-6">
        <Notice>
          Our guides for tenants and our list of available homes are not available in this version yet.
        </Notice>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={PAGE_PATHS.contact}>Ask about renting with us</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={PAGE_PATHS.register}>Create an account</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
