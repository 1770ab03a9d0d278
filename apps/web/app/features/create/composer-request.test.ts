import { describe, expect, it, vi } from 'vitest';
import { composerCost, imageGenerationRequest, videoGenerationRequest } from './composer-request';

// The composer's calls go through the typed client; here only what it is asked to send matters.
const post = vi.hoisted(() => vi.fn(async () => ({ data: { creatives: [] } })));
vi.mock('~/lib/api', async (original) => ({
  ...(await original<typeof import('~/lib/api')>()),
  api: { POST: post },
}));
const { requestGeneration } = await import('./create-queries');

const image = {
  prompt: '  Summer sale, 20% off  ',
  quality: 'medium',
  ratio: '2:3',
  variants: 3,
  brandId: 'b1',
  styleId: 'preset:bold',
  templateId: 't1',
  attachments: [
    { kind: 'upload', id: 'u1', name: 'shoe.png', thumbnailUrl: '/u1.webp' },
    { kind: 'creative', id: 'c1', name: 'last week', thumbnailUrl: null },
  ],
} as const;

describe('what the composer sends', () => {
  it('an image prompt: trimmed, with its quality, ratio, variants, brand, style, template and attachments', () => {
    expect(imageGenerationRequest(image)).toEqual({
      prompt: 'Summer sale, 20% off',
      quality: 'medium',
      ratio: '2:3',
      variants: 3,
      brandId: 'b1',
      styleId: 'preset:bold',
      templateId: 't1',
      // Only what the server reads of an attachment, not its label or thumbnail.
      attachments: [
        { kind: 'upload', id: 'u1' },
        { kind: 'creative', id: 'c1' },
      ],
    });
  });

  it('an image prompt without brand, style, template or attachments says so', () => {
    expect(
      imageGenerationRequest({ ...image, brandId: null, styleId: null, templateId: null, attachments: [] }),
    ).toMatchObject({ brandId: null, styleId: null, templateId: null, attachments: [] });
  });

  it('a video prompt: its base image as the one attachment, its model, length and frame, no ratio or variants', () => {
    const request = videoGenerationRequest({
      prompt: ' The cup steams ',
      brandId: 'b1',
      base: { kind: 'creative', id: 'c9' },
      model: 'local-animator',
      durationSeconds: 6,
      aspect: '9:16',
    });
    expect(request).toEqual({
      mode: 'video',
      prompt: 'The cup steams',
      brandId: 'b1',
      model: 'local-animator',
      durationSeconds: 6,
      aspect: '9:16',
      attachments: [{ kind: 'creative', id: 'c9' }],
    });
  });
});

describe('the cost the composer shows', () => {
  it('an image costs its quality per variant', () => {
    expect(composerCost({ mode: 'image', quality: 'low', variants: 1 })).toBe(2);
    expect(composerCost({ mode: 'image', quality: 'medium', variants: 3 })).toBe(18);
    expect(composerCost({ mode: 'image', quality: 'high', variants: 4 })).toBe(72);
  });

  it("a video costs its model's credits per second, within the floor and the cap", () => {
    expect(composerCost({ mode: 'video', model: 'local-animator', durationSeconds: 6 })).toBe(24);
    expect(composerCost({ mode: 'video', model: 'MiniMax-Hailuo-02', durationSeconds: 10 })).toBe(40);
    expect(composerCost({ mode: 'video', model: 'veo-2.0-generate-001', durationSeconds: 8 })).toBe(200);
  });
});

describe('the requests that queue creatives', () => {
  it('a prompt goes to /api/generations with its body and chat', async () => {
    const request = { ...imageGenerationRequest(image), conversationId: 'chat1' };
    await requestGeneration({ kind: 'prompt', request });
    expect(post).toHaveBeenLastCalledWith('/api/generations', { body: request });
  });

  it("a card's actions go to the creative's own endpoints; variants carry their count", async () => {
    const path = { params: { path: { id: 'c1' } } };
    await requestGeneration({ kind: 'regenerate', creativeId: 'c1' });
    expect(post).toHaveBeenLastCalledWith('/api/creatives/{id}/regenerate', path);
    await requestGeneration({ kind: 'auto-fix', creativeId: 'c1' });
    expect(post).toHaveBeenLastCalledWith('/api/creatives/{id}/auto-fix', path);
    await requestGeneration({ kind: 'variants', creativeId: 'c1', count: 3 });
    expect(post).toHaveBeenLastCalledWith('/api/creatives/{id}/variants', { ...path, body: { variants: 3 } });
  });
});
