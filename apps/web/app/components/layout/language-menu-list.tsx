import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { Link } from 'react-router';
import { Check } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import { localizedHome, nativeLanguageNames } from '~/lib/language';

const itemClass =
  'flex w-full items-center justify-between gap-6 rounded-md px-2.5 py-1.5 text-left text-sm text-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-none';

/** The language menu's open list (LanguageMenu loads it on demand): links on public pages, buttons in the app. */
export default function LanguageMenuList({
  id,
  linkToHome,
  onPricing,
  align,
  placement,
  onChoose,
}: {
  id: string;
  linkToHome?: boolean;
  onPricing: boolean;
  align: 'start' | 'end';
  placement: 'below' | 'above';
  onChoose: (language: Language) => void;
}) {
  const { t, language } = useT();
  return (
    <ul
      id={id}
      aria-label={t('language.label')}
      className={`absolute z-50 min-w-40 rounded-xl border border-border bg-popover p-1 shadow-lg shadow-black/5 ${
        align === 'end' ? 'right-0' : 'left-0'
      } ${placement === 'below' ? 'top-full mt-2' : 'bottom-full mb-2'}`}
    >
      {languages.map((code) => {
        const label = (
          <>
            <span lang={code}>{nativeLanguageNames[code]}</span>
            {code === language && <Check aria-hidden className="size-3.5 text-primary" />}
          </>
        );
        return (
          <li key={code}>
            {linkToHome ? (
              <Link
                to={onPricing ? `/${code}/pricing` : localizedHome(code)}
                hrefLang={code}
                aria-current={code === language ? 'true' : undefined}
                onClick={() => onChoose(code)}
                className={itemClass}
              >
                {label}
              </Link>
            ) : (
              <button
                type="button"
                aria-current={code === language ? 'true' : undefined}
                onClick={() => onChoose(code)}
                className={itemClass}
              >
                {label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
