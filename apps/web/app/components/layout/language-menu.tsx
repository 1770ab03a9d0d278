import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Check, Globe } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import { localizedHome, nativeLanguageNames } from '~/lib/language';
import { useDisclosure } from '~/lib/use-disclosure';

interface LanguageMenuProps {
  /** Public pages: each language is a link to its localized home. */
  linkToHome?: boolean;
  /** The app: change the language in place. */
  onSelect?: (language: Language) => void;
  align?: 'start' | 'end';
  placement?: 'below' | 'above';
}

/**
 * A small hand-made disclosure menu rather than Radix: it ships on the public pages, whose
 * JavaScript budget has no room for a menu library.
 */
export function LanguageMenu({
  linkToHome,
  onSelect,
  align = 'end',
  placement = 'below',
}: LanguageMenuProps) {
  const { t, language } = useT();
  const { open, setOpen, root } = useDisclosure();
  const menuId = useId();
  // The pricing page has a page per language too; every other public page switches via the home.
  const onPricing = /\/pricing$/.test(useLocation().pathname);

  const itemClass =
    'flex w-full items-center justify-between gap-6 rounded-md px-2.5 py-1.5 text-left text-sm text-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-none';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('language.label')}: ${nativeLanguageNames[language]}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Globe aria-hidden className="size-4" />
        <span className="uppercase">{language}</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
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
                  onClick={() => setOpen(false)}
                  className={itemClass}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-current={code === language ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect?.(code);
                  }}
                  className={itemClass}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
