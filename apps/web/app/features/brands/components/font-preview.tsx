import type { ComponentProps } from 'react';
import { usePreviewFont } from '../hooks/use-preview-font';

/** Text set in the font at `url` once it has loaded (in the page's font until then). */
export function FontPreview({ url, style, ...props }: { url: string | null } & ComponentProps<'span'>) {
  const family = usePreviewFont(url);
  return <span style={{ ...style, fontFamily: family ? `"${family}", system-ui` : undefined }} {...props} />;
}
