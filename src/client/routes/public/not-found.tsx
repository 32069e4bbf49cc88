import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Page } from '@client/components/ui/page';
import { NOT_FOUND_PAGE as COPY } from '@client/content/pages/not-found';

export default function NotFoundPage() {
  return (
    <Page title={COPY.title} intro={COPY.intro}>
      <Button asChild>
        <Link href={PAGE_PATHS.home}>{COPY.homeLink}</Link>
      </Button>
    </Page>
  );
}
