import sharp from 'sharp';
import type { CreativeBrand, ImageInput, ImageRequest } from '../adapters/image-provider/image-provider.ts';
import { fixtureBrand, fixtureImageRequest } from '../testing/image-request-fixture.ts';

/**
 * Sample inputs for the compositor's tests, contact sheet and benchmark: a brand with a distinctive
 * magenta logo (easy to find in pixels), and photo-like references drawn here so nothing is fetched.
 */

export const logoMagenta = { r: 255, g: 0, b: 255 };

export async function magentaLogoPng(): Promise<ImageInput> {
  const bytes = await sharp({
    create: { width: 240, height: 120, channels: 4, background: { ...logoMagenta, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return { bytes, contentType: 'image/png' };
}

/** A mark and a bar in one colour: the brand's logo for light grounds (dark fill) or dark ones. */
export function logoSvg(fill: string): ImageInput {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><circle cx="40" cy="40" r="30" fill="${fill}"/><circle cx="40" cy="40" r="14" fill="none" stroke="${fill === '#ffffff' ? '#0f5c4d' : '#ffffff'}" stroke-width="6"/><rect x="84" y="22" width="104" height="14" rx="4" fill="${fill}"/><rect x="84" y="46" width="70" height="12" rx="4" fill="${fill}"/></svg>`;
  return { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' };
}

/** A wide (6:1) wordmark in one colour: blocky letters, so no font is needed to draw it. */
export function wordmarkSvg(fill: string): ImageInput {
  const letters = Array.from({ length: 8 }, (_, index) => {
    const x = 8 + index * 74;
    return index % 3 === 0
      ? `<rect x="${x}" y="10" width="58" height="80" rx="6" fill="${fill}"/><rect x="${x + 16}" y="28" width="26" height="44" fill="#00000000"/>`
      : `<path d="M${x} 90V10h58v22h-36v14h30v20h-30v24z" fill="${fill}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="100" viewBox="0 0 600 100">${letters}</svg>`;
  return { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' };
}

/** Drawn "photos": a sunset over hills, a product on a table, a blue room, a green field. */
const scenes = [
  '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="900" height="600" fill="url(#s)"/><circle cx="620" cy="300" r="110" fill="#fff7ed"/><path d="M0 420 Q 220 300 450 420 T 900 400 V600 H0Z" fill="#7c2d12"/><path d="M0 500 Q 300 420 600 500 T 900 480 V600 H0Z" fill="#431407"/>',
  '<rect width="900" height="600" fill="#e7e5e4"/><rect y="400" width="900" height="200" fill="#a8a29e"/><ellipse cx="450" cy="410" rx="180" ry="26" fill="#57534e" opacity="0.5"/><rect x="360" y="170" width="180" height="240" rx="28" fill="#0f766e"/><rect x="390" y="130" width="120" height="50" rx="12" fill="#134e4a"/><rect x="380" y="240" width="140" height="80" rx="6" fill="#f0fdfa"/>',
  '<rect width="900" height="600" fill="#1e3a8a"/><rect x="80" y="80" width="300" height="380" fill="#93c5fd"/><rect x="520" y="200" width="300" height="400" fill="#172554"/><circle cx="670" cy="150" r="60" fill="#fef08a"/>',
  '<rect width="900" height="600" fill="#bbf7d0"/><path d="M0 300 Q 450 200 900 300 V600 H0Z" fill="#15803d"/><circle cx="200" cy="140" r="70" fill="#fefce8"/><rect x="600" y="240" width="40" height="120" fill="#713f12"/><circle cx="620" cy="220" r="80" fill="#166534"/>',
];

export async function samplePhotos(count: number): Promise<ImageInput[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">${scenes[index % scenes.length]}</svg>`;
      const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
      return { bytes, contentType: 'image/jpeg' };
    }),
  );
}

/** The shared fixture brand in the compositor's sample colours (a deep green, a warm yellow, a coral). */
export function sampleBrand(overrides: Partial<CreativeBrand> = {}): CreativeBrand {
  return {
    ...fixtureBrand,
    name: 'Northwind Coffee',
    websiteUrl: 'https://www.northwind.example',
    brief: { ...fixtureBrand.brief, offer: 'Free shipping on every order.' },
    colors: ['#0f5c4d', '#f2c14e', '#e4572e'],
    ...overrides,
  };
}

/** The shared fixture request with the sample brand, no style, and a prompt with an instruction to strip. */
export function sampleRequest(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return fixtureImageRequest({
    prompt: 'Make an Instagram ad for our new single-origin espresso beans',
    brand: sampleBrand(),
    style: null,
    ...overrides,
  });
}
