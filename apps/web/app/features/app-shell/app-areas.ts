import { Images, LayoutTemplate, Palette, Sparkles, Upload } from 'lucide-react';

/**
 * The studio's areas, in sidebar order. An area marked `soon` is a "coming soon" page until its
 * issue lands.
 */
export const appAreas = [
  { key: 'create', icon: Sparkles, soon: true },
  { key: 'creatives', icon: Images, soon: true },
  { key: 'uploads', icon: Upload, soon: true },
  { key: 'templates', icon: LayoutTemplate, soon: true },
  { key: 'brands', icon: Palette, soon: false },
] as const;

export type AppAreaKey = (typeof appAreas)[number]['key'];
