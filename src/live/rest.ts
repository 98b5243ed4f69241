import { fromPromise, toPromise } from 'xstate';
import { REST_ROOT, REST_ROUTES } from '../../domain/rest';
import { restRequestMachine } from '../../machines/restRequest';
import { pageConfig } from '../../services/pageConfig';
import {
  createRestTransport,
  type RestClient,
  RestClientError,
  type RestClientOptions,
} from '../../services/restClient';
import { startActor } from './start';

/**
 * The client every REST call goes through: each call is one restRequest actor (retry with
 * a fresh nonce, upload post-processing) over the HTTP transport of services/restClient.
 */
export function createRestClient(options: RestClientOptions, machine = restRequestMachine): RestClient {
  const transport = createRestTransport(options);
  let nonce = options.nonce;

  return {
    get nonce() {
      return nonce;
    },

    async request<T>(call: Parameters<RestClient['request']>[0]): Promise<T> {
      // A shopper without a session has no nonce yet: an upload fetches one first rather
      // than sending the whole file once only to be refused for want of it.
      if (nonce === undefined && typeof FormData !== 'undefined' && call.data instanceof FormData) {
        nonce = await transport.fetchNonce().catch(() => undefined);
      }
      const wired = machine.provide({
        actors: {
          send: fromPromise(({ input }) => transport.send(call, input.nonce)),
          refreshNonce: fromPromise(async () => {
            nonce = await transport.fetchNonce();
            return nonce;
          }),
          postProcess: fromPromise(({ input }) =>
            transport.send(
              {
                path: REST_ROUTES.postProcess(input.attachmentId),
                method: 'POST',
                data: { action: 'create-image-subsizes' },
                schema: call.schema,
              },
              nonce,
            ),
          ),
        },
      });
      const outcome = await toPromise(startActor(wired, { input: { nonce } }));
      if (outcome.ok) return outcome.data as T;
      throw new RestClientError(outcome.error);
    },
  };
}

let pageClient: RestClient | undefined;

/** The page's REST client, with the root and nonce from the storefront configuration. */
export function pageRestClient(): RestClient {
  const config = pageConfig();
  pageClient ??= createRestClient({ root: config.rest_root ?? REST_ROOT, nonce: config.nonce });
  return pageClient;
}
