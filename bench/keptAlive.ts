// Requests of the upload bench through node:http (or node:https), on connections kept alive between
// requests, as browsers keep them.
import http from 'node:http';
import https from 'node:https';

/** The module that speaks `url`'s protocol. */
export const clientFor = (url: URL): typeof http | typeof https => (url.protocol === 'https:' ? https : http);

/** An agent that keeps its connections open between requests, as many as the requests in flight need. */
export const keptAliveAgent = (url: URL): http.Agent =>
  url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
