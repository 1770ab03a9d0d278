import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { useId } from 'react';
import { ColorModeSwitch } from '~/components/color-mode-switch';
import type { Profile } from '~/features/profile';
import { changeAppLanguage } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { nativeLanguageNames } from '~/lib/language';
import { useSaveSettings } from '../settings-queries';
import { SettingsPanel, SettingsRow } from './settings-panel';

/** Language (switches the UI at once), colour mode, publish to Explore. */
export function GeneralSection({ profile }: { profile: Profile }) {
  const { t, language } = useT();
  const languageId = useId();
  const publishId = useId();
  const { save, saving } = useSaveSettings();
  // What the page shows now: the header's language menu may have changed it since the load.

  const onLanguage = (value: Language) => {
    // The page switches first; the profile keeps the choice for other devices and for e-mails.
    void changeAppLanguage(value);
    void save({ language: value });
  };

  return (
    <SettingsPanel title={t('settings:general.title')} description={t('settings:general.description')}>
      <SettingsRow
        label={t('settings:general.language')}
        hint={t('settings:general.languageHint')}
        htmlFor={languageId}
      >
        <select
          id={languageId}
          value={language}
          disabled={saving}
          data-testid="settings-language"
          onChange={(event) => onLanguage(event.target.value as Language)}
          className="h-10 w-full min-w-44 rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 sm:w-auto"
        >
          {languages.map((value) => (
            <option key={value} value={value} lang={value}>
              {nativeLanguageNames[value]}
            </option>
          ))}
        </select>
      </SettingsRow>
      <SettingsRow label={t('settings:general.colorMode')} hint={t('settings:general.colorModeHint')}>
        <ColorModeSwitch />
      </SettingsRow>
      <SettingsRow
        label={t('settings:general.publish')}
        hint={t('settings:general.publishHint')}
        htmlFor={publishId}
      >
        <button
          id={publishId}
          type="button"
          role="switch"
          aria-checked={profile.profile.publishToExplore}
          disabled={saving}
          data-testid="settings-publish"
          onClick={() => void save({ publishToExplore: !profile.profile.publishToExplore })}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent bg-input outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-60 aria-checked:bg-primary"
        >
          <span
            aria-hidden
            className={`block size-5 rounded-full bg-background shadow-sm transition-transform ${
              profile.profile.publishToExplore ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </button>
      </SettingsRow>
    </SettingsPanel>
  );
}
