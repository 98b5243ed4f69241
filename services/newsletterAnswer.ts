import * as z from 'zod/mini';

/** The sign-up's JSON answer; its own chunk, loaded with the first sign-up (services/newsletter.ts). */
export const NewsletterAnswer = z.object({ message: z.string() });
