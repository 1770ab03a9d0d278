/**
 * Reads what a video is from its MP4 boxes (ISO/IEC 14496-12), without ffprobe: the movie's
 * length (mvhd), and the video track's frame size (tkhd), time scale (mdhd) and frame count (stts).
 * The animator checks its own output with it; vendor files are measured the same way.
 */

export interface Mp4Info {
  /** The file's major brand, e.g. `isom`; the file starts with this ftyp box. */
  brand: string;
  durationSeconds: number;
  width: number;
  height: number;
  frames: number;
  frameRate: number;
}

interface Box {
  type: string;
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

/** Time scale and duration of an mvhd or mdhd box (versions 0 and 1). */
function timing(view: DataView, box: Box): { timescale: number; duration: number } {
  const version = view.getUint8(box.start);
  return version === 1
    ? { timescale: view.getUint32(box.start + 20), duration: Number(view.getBigUint64(box.start + 24)) }
    : { timescale: view.getUint32(box.start + 12), duration: view.getUint32(box.start + 16) };
}

export class Mp4FormatError extends Error {
  override name = 'Mp4FormatError';
}

export function readMp4Info(bytes: Uint8Array): Mp4Info {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = [...boxes(view, 0, bytes.byteLength)];
  const ftyp = top[0]?.type === 'ftyp' ? top[0] : undefined;
  const moov = top.find((box) => box.type === 'moov');
  if (!ftyp || !moov) throw new Mp4FormatError('Not an MP4 file (no ftyp or moov box)');
  const brand = String.fromCharCode(...bytes.subarray(ftyp.start, ftyp.start + 4));
  const mvhd = child(view, moov, 'mvhd');
  if (!mvhd) throw new Mp4FormatError('MP4 without a movie header');
  const movie = timing(view, mvhd);
  for (const trak of boxes(view, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(view, trak, 'mdia');
    const hdlr = mdia && child(view, mdia, 'hdlr');
    if (!mdia || !hdlr) continue;
    const handler = String.fromCharCode(...bytes.subarray(hdlr.start + 8, hdlr.start + 12));
    if (handler !== 'vide') continue;
    const tkhd = child(view, trak, 'tkhd');
    const mdhd = child(view, mdia, 'mdhd');
    const stbl = child(view, child(view, mdia, 'minf') ?? mdia, 'stbl');
    const stts = stbl && child(view, stbl, 'stts');
    if (!tkhd || !mdhd || !stts) break;
    // Width and height are the last two 16.16 fixed-point fields of tkhd.
    const width = view.getUint32(tkhd.end - 8) / 65536;
    const height = view.getUint32(tkhd.end - 4) / 65536;
    const media = timing(view, mdhd);
    let frames = 0;
    const entries = view.getUint32(stts.start + 4);
    for (let index = 0; index < entries; index += 1) frames += view.getUint32(stts.start + 8 + index * 8);
    const mediaSeconds = media.duration / media.timescale;
    return {
      brand,
      durationSeconds: movie.duration / movie.timescale,
      width,
      height,
      frames,
      frameRate: mediaSeconds > 0 ? frames / mediaSeconds : 0,
    };
  }
  throw new Mp4FormatError('MP4 without a video track');
}
