import { suggestQuerySchema } from '../search';
import * as shapes from './openapi.schemas';
import type { RouteDoc } from './routeDoc';

export const searchRouteDocs: RouteDoc[] = [
  {
    id: 'suggest',
    method: 'get',
    path: '/api/search/suggest',
    tag: 'Products',
    summary: 'Suggestions for a search box',
    description:
      'Completions of the last word from the words of the catalogue (`kind: "product"`, a link to that ' +
      'search), categories and shops whose name starts like it. Empty while the box is empty or ends with ' +
      'a space. Cacheable like the lists.',
    query: {
      schema: suggestQuerySchema,
      about: { q: 'What is in the search box so far, at most 100 characters.' },
    },
    answers: [
      { status: 200, description: 'The suggestions, the best first.', schema: shapes.SuggestionsSchema },
    ],
  },
];
