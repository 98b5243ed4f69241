import { NEWSLETTER_URL } from '../domain/newsletter';
import { REST_ERRORS } from '../domain/rest';

/**
 * Signs `email` up for the newsletter from the popup: the sign-up form's own post, asking
 * for JSON. Resolves with the server's thank-you; rejects with an Error whose message is
 * for the shopper: the server's (the address, the throttle), or the catalogue's when the
 * network failed or the answer was not the server's JSON.
 */
export async function signUpForNewsletter(email: string): Promise<{ message: string }> {
  let NewsletterAnswer: typeof import('./newsletterAnswer').NewsletterAnswer;
  let response: Response;
  try {
    // zod comes with the first sign-up, not with every page that has the popup.
    ({ NewsletterAnswer } = await import('./newsletterAnswer'));
    response = await fetch(NEWSLETTER_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, source: 'popup' }),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(REST_ERRORS.fetch_error);
  }
  const answer = NewsletterAnswer.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new Error(REST_ERRORS.invalid_json);
  if (!response.ok) throw new Error(answer.data.message);
  return answer.data;
}
