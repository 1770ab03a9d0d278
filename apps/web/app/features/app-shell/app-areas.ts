import { Brush, Images, LayoutTemplate, Palette, Sparkles, Upload } from 'lucide-react';

/** The studio's areas, in sidebar order. Until its issue lands (`ready`), an area is a "coming soon" page. */
export const appAreas = [
  { key: 'create', ready: true, icon: Sparkles },
  { key: 'creatives', ready: true, icon: Images },
  { key: 'uploads', ready: true, icon: Upload },
  { key: 'templates', ready: false, icon: LayoutTemplate },
  { key: 'brands', ready: true, icon: Palette },
  { key: 'styles', ready: true, icon: Brush },
] as const;

export type AppAreaKey = (typeof appAreas)[number]['key'];
