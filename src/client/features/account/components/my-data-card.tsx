import { useId } from 'react';
import { Download } from 'lucide-react';
import { m } from '@shared/i18n/messages';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextLink } from '@client/components/ui/text-link';
import { MY_DATA_EXPORT_URL } from '../api';

/**
 * Every dashboard's "Your data" card (UK GDPR right of access and portability): a download of
 * everything we hold about the signed-in person, as JSON.
 */
export function MyDataCard({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {m.portal_my_data_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {m.portal_my_data_text()}{' '}
            <TextLink href={PAGE_PATHS.privacy}>{m.portal_my_data_privacy()}</TextLink>.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={MY_DATA_EXPORT_URL} download>
            <Download aria-hidden="true" />
            {m.portal_my_data_download()}
          </a>
        </Button>
      </section>
    </Card>
  );
}
