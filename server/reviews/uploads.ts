import { REVIEW_MESSAGES } from '../../domain/reviews';
import { inspectPhoto } from './photos';
import type { ReadyPhoto, ReviewRepository } from './repository';

export type UploadResult =
  | { ok: true; photo: ReadyPhoto }
  | { ok: false; status: number; code: string; message: string; attachmentId?: string };

/**
 * One photo upload, as the REST route and the no-JavaScript form both take it: checked
 * from its header, counted against the address's hourly limit, stored, then processed.
 * When processing fails the photo stays stored and the answer names it, so the client
 * can ask for the processing again (the post-processing step).
 */
export async function receivePhoto(
  reviews: ReviewRepository,
  sessionId: string,
  ip: string,
  data: Buffer,
): Promise<UploadResult> {
  const refusal = await inspectPhoto(data);
  if (refusal) return { ok: false, ...refusal };
  const id = await reviews.storeUpload(sessionId, ip, data);
  if (!id) return { ok: false, status: 429, code: 'rest_too_many_uploads', message: REVIEW_MESSAGES.tooManyUploads };
  return processStored(reviews, id, sessionId);
}

/** Processes a stored photo (again); unknown to this session is a 404. */
export async function processStored(reviews: ReviewRepository, id: string, sessionId: string): Promise<UploadResult> {
  try {
    const photo = await reviews.process(id, sessionId);
    return photo
      ? { ok: true, photo }
      : { ok: false, status: 404, code: 'rest_upload_unknown', message: REVIEW_MESSAGES.photoGone };
  } catch {
    return {
      ok: false,
      status: 500,
      code: 'rest_upload_post_process',
      message: 'The photo was received but could not be prepared.',
      attachmentId: id,
    };
  }
}
