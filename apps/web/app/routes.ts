import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/marketing/marketing-layout.tsx', [
    index('routes/marketing/home.tsx'),
    // Same page, localized; the component renders the 404 for anything but en, de, fr, es.
    route(':lang', 'routes/marketing/home.tsx', { id: 'localized-home' }),
    route('terms', 'routes/marketing/terms.tsx'),
    route('privacy', 'routes/marketing/privacy.tsx'),
    route('help', 'routes/marketing/help.tsx'),
    route(':lang/help', 'routes/marketing/help.tsx', { id: 'localized-help' }),
    route('compare/:tool', 'routes/marketing/compare.tsx'),
    route(':lang/compare/:tool', 'routes/marketing/compare.tsx', { id: 'localized-compare' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/blog/blog-layout.tsx', [
    route('blog', 'routes/blog/blog-index.tsx'),
    route('blog/*', 'routes/blog/blog-post.tsx'),
    route(':lang/blog', 'routes/blog/blog-index.tsx', { id: 'localized-blog' }),
    route(':lang/blog/*', 'routes/blog/blog-post.tsx', { id: 'localized-blog-post' }),
  ]),
  route('app', 'routes/app/app-layout.tsx', [
    index('routes/app/dashboard.tsx'),
    route('create', 'routes/app/create.tsx'),
    route('creatives', 'routes/app/creatives.tsx'),
    route('templates', 'routes/app/templates.tsx'),
    route('brands', 'routes/app/brands.tsx'),
    route('brands/new', 'routes/app/brand-edit.tsx', { id: 'app-brand-new' }),
    route('brands/scan', 'routes/app/brand-scan.tsx'),
    route('brands/:brandId', 'routes/app/brand-edit.tsx'),
    route('styles', 'routes/app/styles.tsx'),
    route('uploads', 'routes/app/uploads.tsx'),
    route('settings/two-factor', 'routes/app/two-factor-settings.tsx'),
    route('admin', 'routes/app/admin.tsx'),
    route('settings', 'routes/app/settings.tsx'),
  ]),
  route('app/coming-soon', 'routes/app/coming-soon.tsx'),
  layout('routes/auth/auth-layout.tsx', [
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/signup', 'routes/auth/signup.tsx'),
    route('auth/verify-email', 'routes/auth/verify-email.tsx'),
    route('auth/post-verification', 'routes/auth/post-verification.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    route('auth/auth-error', 'routes/auth/auth-error.tsx'),
    route('auth/oauth-redirect', 'routes/auth/oauth-redirect.tsx'),
  ]),
] satisfies RouteConfig;
