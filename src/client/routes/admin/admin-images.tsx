import { ArrowLeft } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { RequireAdmin } from '@client/app/guards';
import { Page } from '@client/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ImageGallery } from '@client/features/images/components/image-gallery';
import { ImageUploadForm } from '@client/features/images/components/image-upload-form';
import { ImageUsageConfig } from '@client/features/images/components/image-usage-config';
import { TextLink } from '@client/components/ui/text-link';

const TITLE = 'Image Management';

/** /admin/images (SPEC.md §2): the gallery, uploads, and which image each slot of the website shows. */
export default function AdminImagesPage() {
  return (
    <RequireAdmin title={TITLE}>
      {() => (
        <Page
          title={TITLE}
          intro="Upload photographs for the public website and choose where each one appears. Slots without a chosen image show the built-in illustrations."
        >
          <div className="mb-6">
            <TextLink href={PAGE_PATHS.adminDashboard} className="inline-flex items-center gap-2">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to the Admin Dashboard
            </TextLink>
          </div>
          <Tabs defaultValue="gallery">
            <TabsList aria-label="Image management sections">
              <TabsTrigger value="gallery">Image Gallery</TabsTrigger>
              <TabsTrigger value="upload">Upload Images</TabsTrigger>
              <TabsTrigger value="usage">Configure Usage</TabsTrigger>
            </TabsList>
            <TabsContent value="gallery">
              <ImageGallery />
            </TabsContent>
            <TabsContent value="upload">
              <ImageUploadForm />
            </TabsContent>
            <TabsContent value="usage">
              <ImageUsageConfig />
            </TabsContent>
          </Tabs>
        </Page>
      )}
    </RequireAdmin>
  );
}
