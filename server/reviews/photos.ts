import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, REVIEW_MESSAGES } from '../../domain/reviews';

/** The longest side of a review photo as shown, and of its thumbnail in the review list. */
export const FULL_SIZE = 1600;
export const THUMB_SIZE = 320;
/** Scaling a photo taking longer than this fails it (it may succeed when retried). */
const PROCESS_SECONDS = 20;

// Photos are handled one after another per process: each can take a few hundred
// megabytes while decoding, and a shop server has a few cores at most.
sharp.concurrency(1);

export type PhotoRefusal = { status: 400 | 413; code: string; message: string };

/**
 * Whether `data` is a photo the shop takes, from its header alone: JPEG, PNG or WebP (by
 * content, whatever the file's name and type said), at most PHOTO_MAX_BYTES and
 * PHOTO_MAX_PIXELS. A decompression bomb is refused here, before any pixel is decoded.
 */
export async function inspectPhoto(data: Buffer): Promise<PhotoRefusal | undefined> {
  if (data.length > PHOTO_MAX_BYTES) {
    return { status: 413, code: 'rest_upload_too_large', message: REVIEW_MESSAGES.tooLarge };
  }
  const notImage = { status: 400, code: 'rest_upload_not_image', message: REVIEW_MESSAGES.notImage } as const;
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return notImage;
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '') || !meta.width || !meta.height) return notImage;
  if (meta.width * meta.height * (meta.pages ?? 1) > PHOTO_MAX_PIXELS) {
    return { status: 413, code: 'rest_upload_too_large', message: REVIEW_MESSAGES.tooManyPixels };
  }
  return undefined;
}

export interface ScaledPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The photo's two sizes (the "image sub-sizes"): turned upright from its EXIF orientation,
 * fitted within FULL_SIZE and THUMB_SIZE pixels (never enlarged), as JPEG, with every
 * piece of metadata (camera, location) left out. Fails on a photo that does not decode
 * cleanly, such as one cut off in transfer, and on one taking over PROCESS_SECONDS.
 */
export async function scalePhoto(original: Buffer): Promise<{ full: ScaledPhoto; thumb: ScaledPhoto }> {
  const size = async (longest: number, quality: number): Promise<ScaledPhoto> => {
    const { data, info } = await sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .timeout({ seconds: PROCESS_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  return { full: await size(FULL_SIZE, 82), thumb: await size(THUMB_SIZE, 78) };
}
