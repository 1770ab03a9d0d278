import { useT } from '~/lib/i18n-context';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useT();
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[100] rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground text-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
