import { appTitle } from '~/features/app-shell/app-meta';
import type { BrandOption } from '~/features/uploads/components/upload-card';
import { UploadsLibrary } from '~/features/uploads/components/uploads-library';

export const meta = () => appTitle('uploads:title');

// BRANDS HOOK: the brands manager (GET /api/brands) is being built alongside; until it lands the
// brand picker has no brands to offer and stays hidden. Fill this from that API then.
const brands: readonly BrandOption[] = [];

/** Spec §2 /app/uploads. */
export default function UploadsPage() {
  return <UploadsLibrary brands={brands} />;
}
