/**
 * Size and length of an MP4 read from its boxes (ISO/IEC 14496-12): `moov/mvhd` holds the
 * timescale and duration, each `moov/trak/tkhd` a track's width and height as 16.16 fixed point.
 * Vendors' answers are checked with it before a file is kept as a creative: bytes that are not an
 * MP4 (an HTML error page behind a 200, a cut-off download) fail here instead of in the player.
 */
export interface Mp4Info {
  width: number;
  height: number;
  durationSeconds: number;
}

interface Box {
  type: string;
  /** Offset of the box's payload (after its header). */
  start: number;
  end: number;
}

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(view: DataView, parent: Box, type: string): Box | undefined {
  for (const box of boxes(view, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** mvhd: version 1 has 64-bit times and duration, version 0 32-bit ones. */
function readDuration(view: DataView, mvhd: Box): number | null {
  const version = view.getUint8(mvhd.start);
  const [timescaleAt, durationAt, minSize] = version === 1 ? [20, 24, 32] : [12, 16, 20];
  if (mvhd.end - mvhd.start < minSize) return null;
  const timescale = view.getUint32(mvhd.start + timescaleAt);
  const duration =
    version === 1
      ? Number(view.getBigUint64(mvhd.start + durationAt))
      : view.getUint32(mvhd.start + durationAt);
  return timescale > 0 ? duration / timescale : null;
}

/** tkhd: width and height are the last 8 bytes of the box in both versions. */
function readTrackSize(view: DataView, tkhd: Box): { width: number; height: number } | null {
  if (tkhd.end - tkhd.start < 84) return null;
  return { width: view.getUint32(tkhd.end - 8) / 65536, height: view.getUint32(tkhd.end - 4) / 65536 };
}

/** The MP4's video size and duration, or null when the bytes are not an MP4 with a video track. */
export function readMp4Info(bytes: Uint8Array): Mp4Info | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = [...boxes(view, 0, bytes.byteLength)];
  if (top[0]?.type !== 'ftyp') return null;
  const moov = top.find((box) => box.type === 'moov');
  const mvhd = moov && child(view, moov, 'mvhd');
  const durationSeconds = mvhd && readDuration(view, mvhd);
  if (!moov || !durationSeconds) return null;
  for (const trak of boxes(view, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(view, trak, 'tkhd');
    const size = tkhd && readTrackSize(view, tkhd);
    // Sound tracks have a zero size; the first track with a picture is the video.
    if (size && size.width > 0 && size.height > 0)
      return { width: Math.round(size.width), height: Math.round(size.height), durationSeconds };
  }
  return null;
}
