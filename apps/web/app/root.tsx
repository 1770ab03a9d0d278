import { isLanguage } from '@brandloom/shared/i18n/languages';
// The same file the stylesheet's @font-face for Inter's Latin letters names (one hashed asset).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { lazy, useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { InternalError, NotFound } from './components/layout/status-page';
import { PrerenderedMarkup } from './components/prerendered-markup';
import { isChunkLoadError, recordChunkLoadFailure } from './lib/chunk-errors';
import { colorModeScript } from './lib/color-mode';
import { isNewDeployAvailable } from './lib/deploy-state';
import { sendPageView } from './lib/page-views';
import { followRouteRule, watchRouteRules } from './lib/route-rules';
import { useApplyColorMode } from './lib/use-color-mode';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // Every page's text, and the home page's largest paint (its heading), waits for this font. Without
  // the preload the browser asks for it only once the stylesheet is applied and the page laid out,
  // which the page's scripts delay on a slow CPU (decision 0065).
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages take their language from the URL (/de, /fr, /es); the /app layout updates
  // <html lang> itself once it knows the saved language.
  const lang = useMatches().at(-1)?.params.lang;
  return (
    <html lang={isLanguage(lang) ? lang : 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static script, hashed by the server's CSP */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useApplyColorMode();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./lib/client-services').then(({ startClientServices }) => {
      if (!unmounted) stop = startClientServices();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  // Navigations not made by a link click (e.g. navigate() calls) also pick up a new deploy.
  const location = useLocation();
  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstLocation.current && isNewDeployAvailable()) window.location.reload();
  }, [location.key]);

  // Route rules of the build manifest on every navigation (0051), then the page's view.
  const navigate = useNavigate();
  useEffect(() => watchRouteRules(navigate), [navigate]);
  useEffect(() => {
    if (!followRouteRule(location.pathname, navigate)) sendPageView(location.pathname);
  }, [location.pathname, navigate]);

  return <Outlet />;
}

// Drawn by the prerender only; the browser keeps the HTML's markup and never fetches this chunk.
const AppShellSkeleton = lazy(() =>
  import('./features/app-shell/components/app-shell-skeleton').then((module) => ({
    default: module.AppShellSkeleton,
  })),
);

/**
 * Shown while the SPA fallback page (/app and other non-prerendered paths) boots: on /app the app's
 * frame with placeholders, drawn by the prerender into the HTML so it paints before any script
 * (issue 17). The browser reads that markup back instead of downloading the code that draws it.
 */
export function HydrateFallback() {
  return (
    <div aria-busy="true" className="min-h-dvh bg-background">
      <PrerenderedMarkup id="hydrate-fallback">
        <AppShellSkeleton />
      </PrerenderedMarkup>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  useApplyColorMode();
  useEffect(() => {
    if (isChunkLoadError(error)) recordChunkLoadFailure();
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={location.pathname} />;
  if (import.meta.env.DEV) console.error(error);
  return <InternalError />;
}
