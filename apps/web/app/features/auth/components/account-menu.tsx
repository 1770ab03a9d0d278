import type { SignOutScope } from '@brandloom/shared/auth';
import { ChevronsUpDown, LogOut, MonitorSmartphone, Settings, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Plan } from '~/features/profile';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useDisclosure } from '~/lib/use-disclosure';
import { signOut } from '../sign-out';

export interface AccountUser {
  name: string;
  email: string;
}

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0] ?? email).slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in user at the foot of the sidebar, with the three ways to sign out (spec §5). */
export function AccountMenu({
  user,
  plan,
  collapsed = false,
}: {
  user: AccountUser;
  plan?: Plan;
  collapsed?: boolean;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { open, setOpen, root } = useDisclosure();
  const panelId = useId();

  const run = async (scope: SignOutScope) => {
    setBusy(true);
    try {
      await signOut(scope);
      setOpen(false);
      if (scope === 'others') {
        toast({
          title: t('auth:account.signedOutOthers'),
          description: t('auth:account.signedOutOthersBody'),
        });
      } else {
        navigate('/auth/login', { replace: true });
      }
    } catch (error) {
      toast({
        title: t('auth:account.signOutFailed'),
        description: error instanceof ApiError ? error.message : t('errors:INTERNAL'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const itemClass =
    'flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted disabled:opacity-50';
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('auth:account.menu')}
        title={collapsed ? `${user.name} · ${user.email}` : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu-trigger"
        className={`flex w-full items-center gap-2.5 rounded-lg p-1.5 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-expanded:bg-muted ${
          collapsed ? 'justify-center' : ''
        }`}
      >
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/15 font-semibold text-primary text-xs"
        >
          {initials(user.name, user.email)}
        </span>
        {!collapsed && (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-sm" data-testid="account-name">
                {user.name}
              </span>
              <span className="block truncate text-muted-foreground text-xs" data-testid="account-email">
                {user.email}
              </span>
            </span>
            <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute z-50 w-64 rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-black/10 shadow-lg ${
          collapsed ? 'bottom-0 left-full ml-2' : 'bottom-full left-0 mb-2'
        }`}
      >
        <div className="px-2.5 py-2">
          <span className="block text-muted-foreground text-xs">{t('auth:account.signedInAs')}</span>
          <span className="block truncate font-medium text-sm">{user.email}</span>
          {plan && (
            <span
              className="mt-1.5 inline-flex rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary text-xs"
              data-testid="account-plan"
            >
              {t(`auth:account.plan.${plan}`)}
            </span>
          )}
        </div>
        <hr className="my-1 border-border" />
        {/* Until the settings page links here, the account menu is the way to two-factor. */}
        <Link to="/app/settings/two-factor" className={itemClass} onClick={() => setOpen(false)}>
          <ShieldCheck aria-hidden className="size-4 text-muted-foreground" />
          {t('twoFactor:title')}
        </Link>
        <hr className="my-1 border-border" />
        <ul>
          <li>
            <Link to="/app/settings" className={itemClass} onClick={() => setOpen(false)}>
              <Settings aria-hidden className="size-4 text-muted-foreground" />
              {t('settings:title')}
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} disabled={busy} onClick={() => run('local')}>
              <LogOut aria-hidden className="size-4 text-muted-foreground" />
              {t('auth:account.signOut')}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} disabled={busy} onClick={() => run('others')}>
              <MonitorSmartphone aria-hidden className="size-4 text-muted-foreground" />
              {t('auth:account.signOutOthers')}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} disabled={busy} onClick={() => run('global')}>
              <ShieldOff aria-hidden className="size-4 text-muted-foreground" />
              {t('auth:account.signOutEverywhere')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
