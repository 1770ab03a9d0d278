import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import type { Profile } from '~/features/profile';
import { useT } from '~/lib/i18n-context';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SettingsPanel } from './settings-panel';

/** Name, username, e-mail, password, two-factor and account deletion. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-6">
      <SettingsPanel
        title={t('settings:account.profileTitle')}
        description={t('settings:account.profileDescription')}
      >
        <ProfileForm profile={profile} />
      </SettingsPanel>
      <SettingsPanel
        title={t('settings:account.emailTitle')}
        description={t('settings:account.emailDescription')}
      >
        <EmailForm profile={profile} />
      </SettingsPanel>
      <SettingsPanel
        title={t('settings:account.passwordTitle')}
        description={t('settings:account.passwordDescription')}
      >
        <PasswordForm />
      </SettingsPanel>
      <SettingsPanel
        title={t('settings:account.twoFactorTitle')}
        description={t('settings:account.twoFactorDescription')}
      >
        <Link to="/app/settings/two-factor" className={buttonVariants({ variant: 'outline' })}>
          <ShieldCheck aria-hidden className="size-4" />
          {t('settings:account.twoFactorLink')}
        </Link>
      </SettingsPanel>
      <SettingsPanel
        tone="danger"
        title={t('settings:account.dangerTitle')}
        description={t('settings:account.dangerDescription')}
        testId="settings-danger-zone"
      >
        <DeleteAccount />
      </SettingsPanel>
    </div>
  );
}
