import { describe, expect, it } from 'vitest';
import type { Layer, LayerDocument } from './layers.ts';
import { clearLogoMove, keepsClearSpace, logoClearSpace } from './logo-clear-space.ts';

const logoStart = { x: 800, y: 60, width: 200, height: 80 };
const logo: Layer = {
  id: 'logo-5',
  role: 'logo',
  visible: true,
  element: { kind: 'logo', box: logoStart, variant: 'light', plate: null },
};

function text(
  id: string,
  role: 'headline' | 'wordmark',
  box: { x: number; y: number; width: number; height: number },
) {
  return {
    id,
    role,
    visible: true,
    element: {
      kind: 'text',
      role,
      box,
      fitted: {
        lines: [{ text: 'Trail boots', width: box.width }],
        fontSize: 60,
        height: 70,
        width: box.width,
        firstBaseline: 50,
        linePitch: 70,
      },
      font: { family: 'Inter', path: '', weight: 700, style: 'normal' },
      letterSpacing: 0,
      align: 'start',
      colour: { r: 255, g: 255, b: 255 },
      backdrop: { r: 0, g: 0, b: 0 },
      minimumContrast: 4.5,
    },
  } satisfies Layer;
}

const headline = text('headline-3', 'headline', { x: 100, y: 400, width: 600, height: 200 });
const document: LayerDocument = {
  version: 1,
  width: 1080,
  height: 1080,
  family: 'editorial',
  brandId: null,
  safeArea: { x: 54, y: 54, width: 972, height: 972 },
  copy: { headline: 'Trail boots', subline: null, callToAction: null },
  variant: 0,
  markOnly: false,
  photos: [],
  layers: [headline, logo],
};
const canvas = { width: 1080, height: 1080 };
const copyBoxes = [headline.element.box];
const logoBox = (move: { dx: number; dy: number }) => ({
  ...logoStart,
  x: logoStart.x + move.dx,
  y: logoStart.y + move.dy,
});

describe('logo clear space while the logo moves', () => {
  it('is a quarter of the logo’s shorter side', () => {
    expect(logoClearSpace({ x: 0, y: 0, width: 200, height: 80 })).toBe(20);
  });

  it('holds the logo its clear space away from the canvas’s edges', () => {
    // Dragged past the top right corner: held 20 px inside both edges.
    const move = clearLogoMove(document, logo.id, 200, -100);
    expect(logoBox(move)).toMatchObject({ x: 1080 - 20 - 200, y: 20 });
    expect(keepsClearSpace(logoBox(move), canvas, copyBoxes)).toBe(true);
  });

  it('stops the logo at the copy’s clear space instead of over it', () => {
    // Dragged onto the headline's right end: it goes to the nearest place clear of it.
    const asked = { dx: 650 - 800, dy: 450 - 60 };
    const move = clearLogoMove(document, logo.id, asked.dx, asked.dy);
    const box = logoBox(move);
    expect(keepsClearSpace(box, canvas, copyBoxes)).toBe(true);
    expect(box.x).toBe(100 + 600 + 20);
    expect(box.y).toBe(450);
  });

  it('leaves a clear move alone and moves other layers as asked', () => {
    expect(clearLogoMove(document, logo.id, -300, 40)).toEqual({ dx: -300, dy: 40 });
    expect(clearLogoMove(document, headline.id, 900, -900)).toEqual({ dx: 900, dy: -900 });
  });

  it('ignores hidden copy and text that is not copy (a wordmark)', () => {
    const wordmark = text('wordmark-4', 'wordmark', { x: 100, y: 400, width: 600, height: 200 });
    const withoutCopy = {
      ...document,
      layers: [{ ...headline, visible: false }, wordmark, logo],
    };
    const asked = { dx: 650 - 800, dy: 450 - 60 };
    expect(clearLogoMove(withoutCopy, logo.id, asked.dx, asked.dy)).toEqual(asked);
  });

  it('moves as asked when no place on the canvas is clear (the brand check warns instead)', () => {
    const crowded = {
      ...document,
      layers: [text('headline-3', 'headline', { x: 0, y: 0, width: 1080, height: 1080 }), logo],
    };
    expect(clearLogoMove(crowded, logo.id, -10, 5)).toEqual({ dx: -10, dy: 5 });
  });
});
