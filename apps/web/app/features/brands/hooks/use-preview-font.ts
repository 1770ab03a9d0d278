import { useEffect, useState } from 'react';

const loaded = new Map<string, Promise<string>>();

/**
 * Loads the font file at `url` under a family name of its own, so a preview can be set in the
 * font whatever its real name (and two uploads named alike never clash). Null until it is ready,
 * or when it failed to load (the preview then stays in the page's font).
 */
export function usePreviewFont(url: string | null): string | null {
  const [family, setFamily] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let promise = loaded.get(url);
    if (!promise) {
      const name = `brand-preview-${loaded.size + 1}`;
      promise = new FontFace(name, `url(${JSON.stringify(url)})`).load().then((face) => {
        document.fonts.add(face);
        return name;
      });
      loaded.set(url, promise);
    }
    let current = true;
    promise.then(
      (name) => current && setFamily(name),
      () => current && setFamily(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return url ? family : null;
}
