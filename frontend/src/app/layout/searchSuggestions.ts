import type { Suggestions } from '@handmade/common';
import { createApiThunk } from '../state/createApiThunk';

/** Suggestions for what is typed in the search box; `abort()` on the dispatched thunk cancels the request. */
export const fetchSuggestions = createApiThunk(
  'search/suggest',
  async (q: string, api, { signal }) =>
    await api.get<Suggestions>(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal }),
);
