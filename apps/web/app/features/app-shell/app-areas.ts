import { Images, LayoutTemplate, Palette, Sparkles, Upload } from 'lucide-react';

/** The studio's areas, in sidebar order. Each one is a "coming soon" page until its issue lands. */
export const appAreas = [
  { key: 'create', icon: Sparkles },
  { key: 'creatives', icon: Images },
  { key: 'uploads', icon: Upload },
  { key: 'templates', icon: LayoutTemplate },
  { key: 'brands', icon: Palette },
] as const;

export type AppAreaKey = (typeof appAreas)[number]['key'];
