import * as z from 'zod/mini';
import type { ContactValues } from '../domain/contact';
import { REST_ROUTES } from '../domain/rest';
import type { RestClient } from './restClient';

const Sent = z.object({ message: z.string() });

/** Sends the contact form's message through the REST API; resolves with the server's thanks. */
export async function sendContactMessage(client: RestClient, values: ContactValues): Promise<string> {
  return (await client.request({ path: REST_ROUTES.contact, method: 'POST', data: values, schema: Sent })).message;
}
