/**
 * Fonts shipped with the product (open-licensed families from @fontsource packages, latin subset,
 * regular and bold where the family has it). The ids are the @fontsource package names; the server
 * resolves them to files on disk (features/fonts/font-files.ts) for the API and the compositor.
 */
export const fontCategories = ['sans', 'serif', 'display', 'script', 'mono'] as const;
export type FontCategory = (typeof fontCategories)[number];

export const fontWeights = [400, 700] as const;
export type FontWeight = (typeof fontWeights)[number];

export interface CatalogFont {
  id: string;
  family: string;
  category: FontCategory;
  weights: readonly FontWeight[];
}

const regular = [400] as const;
const regularBold = [400, 700] as const;

export const fontCatalog = [
  { id: 'inter', family: 'Inter', category: 'sans', weights: regularBold },
  { id: 'roboto', family: 'Roboto', category: 'sans', weights: regularBold },
  { id: 'open-sans', family: 'Open Sans', category: 'sans', weights: regularBold },
  { id: 'lato', family: 'Lato', category: 'sans', weights: regularBold },
  { id: 'montserrat', family: 'Montserrat', category: 'sans', weights: regularBold },
  { id: 'poppins', family: 'Poppins', category: 'sans', weights: regularBold },
  { id: 'raleway', family: 'Raleway', category: 'sans', weights: regularBold },
  { id: 'nunito', family: 'Nunito', category: 'sans', weights: regularBold },
  { id: 'work-sans', family: 'Work Sans', category: 'sans', weights: regularBold },
  { id: 'dm-sans', family: 'DM Sans', category: 'sans', weights: regularBold },
  { id: 'manrope', family: 'Manrope', category: 'sans', weights: regularBold },
  { id: 'rubik', family: 'Rubik', category: 'sans', weights: regularBold },
  { id: 'source-sans-3', family: 'Source Sans 3', category: 'sans', weights: regularBold },
  { id: 'space-grotesk', family: 'Space Grotesk', category: 'sans', weights: regularBold },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif', weights: regularBold },
  { id: 'merriweather', family: 'Merriweather', category: 'serif', weights: regularBold },
  { id: 'lora', family: 'Lora', category: 'serif', weights: regularBold },
  { id: 'libre-baskerville', family: 'Libre Baskerville', category: 'serif', weights: regularBold },
  { id: 'eb-garamond', family: 'EB Garamond', category: 'serif', weights: regularBold },
  { id: 'dm-serif-display', family: 'DM Serif Display', category: 'serif', weights: regular },
  { id: 'source-serif-4', family: 'Source Serif 4', category: 'serif', weights: regularBold },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display', weights: regular },
  { id: 'oswald', family: 'Oswald', category: 'display', weights: regularBold },
  { id: 'anton', family: 'Anton', category: 'display', weights: regular },
  { id: 'archivo-black', family: 'Archivo Black', category: 'display', weights: regular },
  { id: 'abril-fatface', family: 'Abril Fatface', category: 'display', weights: regular },
  { id: 'lobster', family: 'Lobster', category: 'script', weights: regular },
  { id: 'pacifico', family: 'Pacifico', category: 'script', weights: regular },
  { id: 'dancing-script', family: 'Dancing Script', category: 'script', weights: regularBold },
  { id: 'caveat', family: 'Caveat', category: 'script', weights: regularBold },
  { id: 'jetbrains-mono', family: 'JetBrains Mono', category: 'mono', weights: regularBold },
  { id: 'ibm-plex-mono', family: 'IBM Plex Mono', category: 'mono', weights: regularBold },
  { id: 'space-mono', family: 'Space Mono', category: 'mono', weights: regularBold },
] as const satisfies readonly CatalogFont[];

export type CatalogFontId = (typeof fontCatalog)[number]['id'];
export const catalogFontIds = fontCatalog.map((font) => font.id) as [CatalogFontId, ...CatalogFontId[]];

export function findCatalogFont(id: string): CatalogFont | undefined {
  return fontCatalog.find((font) => font.id === id);
}

/** Where the API serves a catalogue font's file (long-cached; the browser previews from here). */
export function catalogFontUrl(id: string, weight: FontWeight): string {
  return `/api/fonts/${id}/${weight}.woff2`;
}
