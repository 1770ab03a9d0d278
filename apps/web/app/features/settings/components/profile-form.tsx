import { usernameSchema } from '@brandloom/shared/auth-schemas';
import { accountProfileSchema } from '@brandloom/shared/profile-settings';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { type Profile, refreshProfile } from '~/features/profile';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

type Availability = 'idle' | 'checking' | 'available' | 'taken';
const availabilityDelayMs = 400;

/** Full name and username, saved through better-auth's update-user. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(accountProfileSchema, {
    name: profile.user.name,
    username: profile.user.username ?? '',
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = form;
  const username = watch('username');
  const [availability, setAvailability] = useState<Availability>('idle');

  // Ask whether a new, well-formed username is free while the user types (debounced).
  useEffect(() => {
    const candidate = username.trim();
    if (candidate === (profile.user.username ?? '') || !usernameSchema.safeParse(candidate).success) {
      setAvailability('idle');
      return;
    }
    setAvailability('checking');
    let current = true;
    const timer = setTimeout(async () => {
      const { data } = await authClient.isUsernameAvailable({ username: candidate });
      if (current) setAvailability(data ? (data.available ? 'available' : 'taken') : 'idle');
    }, availabilityDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username, profile.user.username]);

  const onSubmit = handleSubmit(async ({ name, username: newUsername }) => {
    setFormError(null);
    const changes = {
      ...(name.trim() !== profile.user.name && { name: name.trim() }),
      ...(newUsername.trim() !== profile.user.username && { username: newUsername.trim() }),
    };
    if (Object.keys(changes).length === 0) {
      toast({ title: t('settings:account.profileSaved') });
      return;
    }
    const { error } = await authClient.updateUser(changes);
    if (error) {
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    await refreshProfile();
    // The sidebar shows the name from the app layout's loader.
    void revalidator.revalidate();
    toast({ title: t('settings:account.profileSaved') });
  });

  const usernameHint =
    availability === 'checking'
      ? t('settings:account.usernameChecking')
      : availability === 'available'
        ? t('settings:account.usernameAvailable')
        : t('settings:account.usernameHint');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="settings-profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings:account.name')}
          autoComplete="name"
          error={fieldError('name')}
          {...register('name')}
        />
        <FormField
          label={t('settings:account.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={
            fieldError('username') ??
            (availability === 'taken' ? t('authErrors:USERNAME_IS_ALREADY_TAKEN') : undefined)
          }
          hint={usernameHint}
          {...register('username')}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" disabled={isSubmitting || availability === 'taken'}>
          {isSubmitting ? t('settings:account.saving') : t('settings:account.saveProfile')}
        </Button>
      </div>
    </form>
  );
}
