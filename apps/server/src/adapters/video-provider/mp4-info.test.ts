import { describe, expect, it } from 'vitest';
import { fixtureMp4 } from '../../testing/mp4-fixture.ts';
import { Mp4FormatError, readMp4Info } from './mp4-info.ts';

/** A box: 32-bit size, four-letter type, payload. */
function box(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(payload, 8);
  return out;
}

describe('readMp4Info', () => {
  it('reads the video size and the duration', () => {
    expect(readMp4Info(fixtureMp4({ width: 1280, height: 720, durationSeconds: 6 }))).toEqual({
      brand: 'isom',
      width: 1280,
      height: 720,
      durationSeconds: 6,
      frames: 144,
      frameRate: 24,
    });
    expect(
      readMp4Info(fixtureMp4({ width: 768, height: 1366, durationSeconds: 10.04 })).durationSeconds,
    ).toBeCloseTo(10.04);
  });

  it('reads a 64-bit (version 1) movie header', () => {
    const mp4 = fixtureMp4({ width: 640, height: 360, durationSeconds: 5 });
    const view = new DataView(mp4.buffer);
    // Rebuild the file with mvhd v1: version/flags, 64-bit times, timescale 90000, 64-bit duration.
    const ftypSize = view.getUint32(0);
    const moovStart = ftypSize;
    const mvhdStart = moovStart + 8;
    const mvhdSize = view.getUint32(mvhdStart);
    const rest = mp4.subarray(mvhdStart + mvhdSize);
    const payload = new Uint8Array(4 + 8 + 8 + 4 + 8 + 80);
    const mvhd = new DataView(payload.buffer);
    mvhd.setUint8(0, 1);
    mvhd.setUint32(20, 90_000);
    mvhd.setBigUint64(24, 450_000n);
    const moov = box('moov', Uint8Array.from([...box('mvhd', payload), ...rest]));
    const file = Uint8Array.from([...mp4.subarray(0, ftypSize), ...moov]);
    expect(readMp4Info(file)).toMatchObject({ width: 640, height: 360, durationSeconds: 5 });
  });

  it('refuses bytes that are not an MP4 with a video track', () => {
    const mp4 = fixtureMp4({ width: 1280, height: 720, durationSeconds: 6 });
    expect(() => readMp4Info(new TextEncoder().encode('<html>Not Found</html>'))).toThrow(Mp4FormatError);
    expect(() => readMp4Info(mp4.subarray(0, mp4.length - 20))).toThrow(Mp4FormatError);
    expect(() => readMp4Info(new Uint8Array())).toThrow(Mp4FormatError);
  });
});
