import type {
  CreativeBrand,
  CreativeStyle,
  ImageRequest,
} from '../adapters/image-provider/image-provider.ts';

export const fixtureBrand: CreativeBrand = {
  name: 'Kaffeewerk',
  websiteUrl: 'https://kaffeewerk.example',
  brief: {
    description: 'Small-batch coffee roastery in Leipzig',
    toneOfVoice: 'warm, witty and down to earth',
    audience: 'young professionals who love good coffee',
    offer: 'free shipping on the first order',
  },
  colors: ['#0A2540', '#FF6B00', '#F5F5F5'],
  fonts: { heading: null, body: null },
  logo: { light: null, dark: null },
};

export const fixtureStyle: CreativeStyle = {
  id: 'preset-bold-minimal',
  name: 'Bold minimal',
  description: 'Large shapes, lots of negative space',
  colors: ['#111111', '#FFD400'],
  fonts: ['Inter'],
  designElements: ['geometric shapes', 'soft shadows'],
  promptGuidance: 'studio lighting, high contrast, crisp edges',
};

/** An image request with a brand and a style; tests override what they look at. */
export function fixtureImageRequest(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return {
    prompt: 'A cup of our new espresso blend on a sunny windowsill',
    language: 'en',
    ratio: '1:1',
    quality: 'low',
    brand: fixtureBrand,
    style: fixtureStyle,
    template: null,
    references: [],
    variant: 0,
    copy: null,
    ...overrides,
  };
}
