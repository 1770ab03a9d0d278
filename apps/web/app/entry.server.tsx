import { PassThrough } from 'node:stream';
import { languages } from '@brandloom/shared/i18n/languages';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { loadPricingStrings } from './features/pricing/pricing-strings';
import { loadCatalog } from './lib/translate';

/**
 * Runs only at build time (ssr: false): it prerenders the public pages and the SPA fallback.
 * Unlike the default entry it loads every language's catalog first and waits for the whole page
 * (onAllReady), so each HTML file holds its complete content in order.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await Promise.all([...languages.map(loadCatalog), ...languages.map(loadPricingStrings)]);
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
