import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { type GoogleFlow, startGoogleSignIn } from '../api/google-sign-in';
import { GoogleLogo } from './google-logo';

interface GoogleSignInButtonProps {
  flow: GoogleFlow;
  /** Shows why Google could not be opened (e.g. too many requests), in the page's form alert. */
  onError: (message: string) => void;
}

/** "Continue with Google", then an "or" line above the e-mail form. */
export function GoogleSignInButton({ flow, onError }: GoogleSignInButtonProps) {
  const { t } = useT();
  const i18n = appI18n();
  const [opening, setOpening] = useState(false);

  const start = async () => {
    setOpening(true);
    const error = await startGoogleSignIn(flow);
    // On success the browser is already on its way to Google; keep the button busy until it leaves.
    if (error) {
      setOpening(false);
      onError(authErrorMessage(i18n, error));
    }
  };

  return (
    <div className="mb-5 flex flex-col gap-5">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={start}
        disabled={opening}
        aria-busy={opening || undefined}
        data-testid="google-sign-in"
      >
        <GoogleLogo className="size-[18px]" />
        {opening ? t('oauth:openingGoogle') : t('oauth:continueWithGoogle')}
      </Button>
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wide">
        <span aria-hidden className="h-px flex-1 bg-border" />
        {t('oauth:or')}
        <span aria-hidden className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
