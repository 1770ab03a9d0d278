/** Where on a page an importable image was found (the images list's `source`). */
export const websiteImageSources = ['img', 'og-image', 'css-background'] as const;
