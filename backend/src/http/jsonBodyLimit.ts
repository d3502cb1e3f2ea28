/** The largest JSON body a request may carry (express.json's `limit`). */
export const JSON_BODY_LIMIT = 100 * 1024;
