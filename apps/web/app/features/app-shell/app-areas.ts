import { Brush, Frame, Images, LayoutTemplate, Palette, Sparkles, Upload } from 'lucide-react';

/** The studio's areas, in sidebar order. */
export const appAreas = [
  { key: 'create', icon: Sparkles },
  { key: 'creatives', icon: Images },
  { key: 'uploads', icon: Upload },
  { key: 'templates', icon: LayoutTemplate },
  { key: 'brands', icon: Palette },
  { key: 'styles', icon: Brush },
  { key: 'formats', icon: Frame },
] as const;
