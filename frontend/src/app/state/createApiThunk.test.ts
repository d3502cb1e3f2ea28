import { NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { createFakeApi, fail } from '../../testing/fakeApi';
import { makeStore } from '../store';
import { createApiThunk } from './createApiThunk';

const fetchThing = createApiThunk('test/fetchThing', (id: number, api) =>
  api.get<{ id: number }>(`/api/things/${id}`),
);

describe('createApiThunk', () => {
  it('calls the API client the store was given and fulfils with its answer', async () => {
    const api = createFakeApi({ 'GET /api/things/7': { id: 7 } });
    const result = await makeStore(api).dispatch(fetchThing(7));
    expect(result.type).toBe('test/fetchThing/fulfilled');
    expect(result.payload).toEqual({ id: 7 });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/things/7']);
  });

  it('rejects with the API error as its payload', async () => {
    const api = createFakeApi({ 'GET /api/things/7': fail(422, 'Bad thing', { id: 'No such thing' }) });
    const result = await makeStore(api).dispatch(fetchThing(7));
    expect(result.type).toBe('test/fetchThing/rejected');
    expect(result.payload).toEqual({ status: 422, message: 'Bad thing', errors: { id: 'No such thing' } });
  });

  it('turns an error thrown by its own code into the same shape', async () => {
    const broken = createApiThunk('test/broken', async () => {
      throw new Error('boom');
    });
    const result = await makeStore(createFakeApi()).dispatch(broken());
    expect(result.type).toBe('test/broken/rejected');
    expect(result.payload).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE, errors: {} });
  });
});
