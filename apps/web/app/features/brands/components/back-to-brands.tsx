import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n-context';

export function BackToBrands() {
  const { t } = useT();
  return (
    <Link
      to="/app/brands"
      className="mb-4 inline-flex items-center gap-1.5 text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('brands:editor.back')}
    </Link>
  );
}
