import { appTitle } from '~/features/app-shell/app-meta';
import { useBrandChoices } from '~/features/brands/brands-queries';
import type { BrandOption } from '~/features/uploads/components/upload-card';
import { UploadsLibrary } from '~/features/uploads/components/uploads-library';

export const meta = () => appTitle('uploads:title');

const noBrands: readonly BrandOption[] = [];

/** Spec §2 /app/uploads; uploads can be assigned to one of the user's brands. */
export default function UploadsPage() {
  const brands = useBrandChoices().data?.brands ?? noBrands;
  return <UploadsLibrary brands={brands} />;
}
