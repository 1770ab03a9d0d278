/**
 * A minimal MP4 (ftyp + moov with mvhd and one video trak: tkhd, mdhd, stts at 24 fps; no media
 * data) of a given size and length, built in memory: the vendor fakes serve it so the providers' checks of the file (size,
 * duration) run without a binary fixture or an encoder in the test.
 */

function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let offset = 8;
  for (const part of payload) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function words(values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((value, index) => {
    view.setUint32(index * 4, value >>> 0);
  });
  return out;
}

/** The unity transformation matrix of mvhd and tkhd (16.16 and 2.30 fixed point). */
const unityMatrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];

export function fixtureMp4({
  width,
  height,
  durationSeconds,
}: {
  width: number;
  height: number;
  durationSeconds: number;
}): Uint8Array {
  const timescale = 1000;
  const duration = Math.round(durationSeconds * timescale);
  const ftyp = box(
    'ftyp',
    new TextEncoder().encode('isom'),
    words([0x200]),
    new TextEncoder().encode('isomiso2avc1mp41'),
  );
  // mvhd v0: version/flags, creation, modification, timescale, duration, rate, volume+reserved,
  // 2 reserved, matrix, 6 pre-defined, next track id.
  const mvhd = box(
    'mvhd',
    words([0, 0, 0, timescale, duration, 0x00010000, 0x01000000, 0, 0, ...unityMatrix, 0, 0, 0, 0, 0, 0, 2]),
  );
  // tkhd v0 (flags: enabled, in movie): creation, modification, track id, reserved, duration,
  // 2 reserved, layer+group, volume+reserved, matrix, width, height.
  const tkhd = box(
    'tkhd',
    words([0x00000003, 0, 0, 1, 0, duration, 0, 0, 0, 0, ...unityMatrix, width * 65536, height * 65536]),
  );
  const hdlr = box(
    'hdlr',
    words([0, 0]),
    new TextEncoder().encode('vide'),
    words([0, 0, 0]),
    new Uint8Array([0]),
  );
  // mdhd v0: version/flags, creation, modification, timescale, duration, language+pre-defined.
  const mdhd = box('mdhd', words([0, 0, 0, timescale, duration, 0]));
  // stts: one run of frames lasting 1/24 s each.
  const frames = Math.round(durationSeconds * 24);
  const stts = box('stts', words([0, 1, frames, Math.round(timescale / 24)]));
  const stbl = box('stbl', stts);
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', stbl)));
  const moov = box('moov', mvhd, trak);
  const file = new Uint8Array(ftyp.length + moov.length);
  file.set(ftyp);
  file.set(moov, ftyp.length);
  return file;
}
