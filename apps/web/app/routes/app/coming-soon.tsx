import { LogoMark } from '~/components/layout/logo';
import { appTitle } from '~/features/app-shell/app-meta';
import { ComingSoonPanel } from '~/features/app-shell/components/coming-soon-panel';
import { requireSession } from '~/lib/auth/session';
import { forcedColorModes } from '~/lib/color-mode';
import { AppI18nProvider, loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import type { Route } from './+types/coming-soon';

/** A standalone splash (no sidebar, spec §2), always dark: the route-forced colour mode at work. */
export const handle = { colorMode: forcedColorModes['/app/coming-soon'] };

export const meta = () => appTitle('app:comingSoon.title');

/** Outside the app layout, so it asks for the session and loads the language itself (spec §2: /app/* needs one). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireSession(request), loadAppI18n('app')]);
  return null;
}

export default function ComingSoon() {
  return (
    <AppI18nProvider area="app">
      <Page />
    </AppI18nProvider>
  );
}

function Page() {
  const { t } = useT();
  return (
    <main className="relative isolate grid min-h-dvh place-items-center overflow-hidden bg-background">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_30%,color-mix(in_oklch,var(--primary)_25%,transparent),transparent_70%)]"
      />
      <div className="flex flex-col items-center">
        <LogoMark className="size-10" />
        <ComingSoonPanel title={t('app:comingSoon.title')} />
      </div>
    </main>
  );
}
