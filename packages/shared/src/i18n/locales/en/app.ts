/** The signed-in studio under /app: shell, navigation, home and placeholders. */
export const app = {
  pageTitle: '{page} · Brandloom',
  nav: {
    label: 'Studio',
    home: 'Home',
    create: 'Create',
    creatives: 'Creatives',
    uploads: 'Uploads',
    templates: 'Templates',
    brands: 'Brands',
    styles: 'Styles',
    formats: 'Ad formats',
    explore: 'Explore',
    admin: 'Admin',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    backToSite: 'Back to website',
  },
  comingSoon: {
    badge: 'In progress',
    title: 'Coming soon',
    body: 'We are building this part of the studio right now. It will appear here in an upcoming release.',
    back: 'Back to the studio',
  },
  toast: {
    region: 'Notifications ({hotkey})',
    close: 'Close',
  },
} as const;
