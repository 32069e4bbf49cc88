import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Page } from '@client/components/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" intro="Sorry, we couldn't find the page you were looking for.">
      <Button asChild>
        <Link href={PAGE_PATHS.home}>Go to the home page</Link>
      </Button>
    </Page>
  );
}
