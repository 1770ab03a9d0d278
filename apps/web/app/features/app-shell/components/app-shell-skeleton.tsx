import { House, Menu, Settings } from 'lucide-react';
import { LogoMark } from '~/components/layout/logo';
import { appAreas } from '../app-areas';

const navItems = [{ key: 'home', icon: House }, ...appAreas, { key: 'settings', icon: Settings }];

/**
 * Runs as the SPA fallback page is parsed, before any of the app's scripts: the frame is the app's
 * only (sign-in pages and unknown paths get the same HTML) and takes the saved sidebar width. Its
 * CSP hash is computed by the server like the head script's.
 */
const placeFrameScript = `(function(){try{var s=document.currentScript.previousElementSibling,p=location.pathname.replace(/\\/+$/,'');if(!/^\\/app(\\/|$)/.test(p)||p==='/app/coming-soon'){s.remove();return}var m=document.cookie.match(/(?:^|; )sidebar-state=(\\w+)/);if((m?m[1]:localStorage.getItem('sidebar-state'))==='collapsed')s.querySelector('aside').dataset.state='collapsed'}catch(e){}})()`;

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-muted ${className}`} />;
}

const rowKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** `count` (at most 8) placeholders of one shape in a container: footer buttons, grid tiles. */
function SkeletonRows({
  count,
  className,
  rowClassName,
}: {
  count: number;
  className: string;
  rowClassName: string;
}) {
  return (
    <div className={className}>
      {rowKeys.slice(0, count).map((key) => (
        <Bar key={key} className={rowClassName} />
      ))}
    </div>
  );
}

/**
 * The app's frame as the SPA fallback HTML draws it (issue 17: the shell within a second of a full
 * load, before the scripts, the session and the strings arrive): the sidebar with the areas' icons,
 * the header and placeholders where the page will be, in the same places and sizes as AppShell
 * (routes/app/app-layout.tsx). Labels need the language, so bars stand in for them. Only the
 * prerender draws it; the browser keeps the HTML's markup while it hydrates (root.tsx), so none of
 * this reaches the browser's download.
 */
export function AppShellSkeleton() {
  return (
    <>
      <div aria-hidden className="flex min-h-dvh" data-testid="app-shell-skeleton">
        <aside
          data-state="expanded"
          className="group sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-border border-r bg-sidebar data-[state=collapsed]:w-[4.25rem] md:flex"
        >
          <div className="flex h-14 items-center gap-2 px-4 group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0">
            <LogoMark className="size-7" />
            <Bar className="h-4 w-24 group-data-[state=collapsed]:hidden" />
          </div>
          <ul className="flex flex-1 flex-col gap-0.5 px-3 py-3">
            {navItems.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex h-9 items-center gap-3 px-2.5 text-muted-foreground group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0"
              >
                <Icon className="size-[18px] shrink-0" />
                <Bar className="h-3.5 w-24 group-data-[state=collapsed]:hidden" />
              </li>
            ))}
          </ul>
          <SkeletonRows
            count={2}
            className="flex flex-col gap-2 border-border border-t px-3 py-3"
            rowClassName="h-9 w-full"
          />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-border border-b bg-background/80 px-3 sm:px-4">
            <span className="grid size-8 place-items-center text-muted-foreground md:hidden">
              <Menu className="size-5" />
            </span>
            <Bar className="hidden size-8 md:block" />
            <div className="ml-auto flex items-center gap-2">
              <Bar className="h-8 w-20" />
              <Bar className="size-8" />
            </div>
          </header>
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
            <Bar className="h-7 w-48" />
            <Bar className="mt-2 h-4 w-72 max-w-full" />
            <SkeletonRows
              count={8}
              className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
              rowClassName="aspect-square w-full rounded-xl"
            />
          </div>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static script, hashed by the server's CSP */}
      <script dangerouslySetInnerHTML={{ __html: placeFrameScript }} />
    </>
  );
}
