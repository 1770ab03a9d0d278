import type { Language } from '@brandloom/shared/i18n/languages';
import { lazy, Suspense, useId } from 'react';
import { useLocation } from 'react-router';
import { Globe } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import { nativeLanguageNames } from '~/lib/language';
import { useDisclosure } from '~/lib/use-disclosure';

// The list of languages loads when the menu is first pointed at, focused or opened (decision 0050):
// every public page shows the button, few visitors open it.
const loadList = () => import('./language-menu-list');
const LanguageMenuList = lazy(loadList);

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
 * JavaScript budget has no room for a menu library. Its list is a chunk of its own.
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
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('language.label')}: ${nativeLanguageNames[language]}`}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={loadList}
        onFocus={loadList}
        className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Globe aria-hidden className="size-4" />
        <span className="uppercase">{language}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            linkToHome={linkToHome}
            onPricing={onPricing}
            align={align}
            placement={placement}
            onChoose={(code) => {
              setOpen(false);
              onSelect?.(code);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
