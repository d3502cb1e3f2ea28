import { addressAnswerSchema } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createShopper } from '../../../test/shopFixtures';
import { createTestApp } from '../../../test/testApp';

const test = createTestApp();

const home = {
  name: 'Ada Buyer',
  line1: '1 Long Street',
  line2: 'Flat 2',
  city: 'Leeds',
  region: 'West Yorkshire',
  postal_code: 'LS1 1AA',
  country: 'GB',
};

describe('/api/addresses', () => {
  it('keeps a buyer’s addresses with one default: the first, or the one that asks', async () => {
    const buyer = await createShopper(test);
    const first = await buyer.agent.post('/api/addresses').send(home).expect(201);
    expect(addressAnswerSchema.parse(first.body)).toEqual({
      id: expect.any(Number),
      ...home,
      is_default: true,
    });
    const work = await buyer.agent
      .post('/api/addresses/')
      .send({ ...home, line1: '9 Mill Lane', line2: '', region: null, is_default: true })
      .expect(201);
    expect(work.body).toMatchObject({ line2: null, region: null, is_default: true });

    const list = (await buyer.agent.get('/api/addresses').expect(200)).body;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [work.body.id, true],
      [first.body.id, false],
    ]);
    // Removing the default makes the remaining one the default.
    await buyer.agent.delete(`/api/addresses/${work.body.id}`).expect(200);
    const after = (await buyer.agent.get('/api/addresses').expect(200)).body;
    expect(after).toEqual([{ ...first.body, is_default: true }]);

    const edited = await buyer.agent
      .put(`/api/addresses/${first.body.id}`)
      .send({ ...home, city: 'York' })
      .expect(200);
    expect(edited.body).toMatchObject({ city: 'York', is_default: true });
  });

  it('refuses bad input keyed by field and changes nothing', async () => {
    const buyer = await createShopper(test);
    const res = await buyer.agent
      .post('/api/addresses')
      .send({ name: ' ', line1: '', city: 'x'.repeat(101), postal_code: '', country: 'XX' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'country', 'line1', 'name', 'postal_code']);
    expect(res.body.errors.country).toBe('Choose a country from the list.');
    expect((await buyer.agent.get('/api/addresses').expect(200)).body).toEqual([]);
  });

  it('is 404 for anyone else’s address and 401 signed out', async () => {
    const owner = await createShopper(test);
    const other = await createShopper(test);
    const { body } = await owner.agent.post('/api/addresses').send(home).expect(201);
    await other.agent.put(`/api/addresses/${body.id}`).send(home).expect(404);
    await other.agent.delete(`/api/addresses/${body.id}`).expect(404);
    expect((await other.agent.get('/api/addresses').expect(200)).body).toEqual([]);
    await test.request().get('/api/addresses').expect(401);
    expect((await owner.agent.get('/api/addresses').expect(200)).body).toEqual([body]);
  });
});
