import type { MetaDescriptor } from 'react-router';

/** Title, description and their social-card twins for one page. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
