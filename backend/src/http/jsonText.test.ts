import { describe, expect, it } from 'vitest';
import { JsonText, jsonBody, withField } from './jsonText';

describe('jsonBody', () => {
  it('writes JSON already written part after part, characters of every width included', () => {
    const text = new JsonText('[', '{"title":"Crème brûlée dish","price":12},{"title":"Mug 🍵"}', ']');

    const body = jsonBody(text);

    expect(body.toString('utf8')).toBe('[{"title":"Crème brûlée dish","price":12},{"title":"Mug 🍵"}]');
    expect(body.length).toBe(Buffer.byteLength(text.text));
    expect(JSON.parse(body.toString('utf8'))).toEqual([
      { title: 'Crème brûlée dish', price: 12 },
      { title: 'Mug 🍵' },
    ]);
  });

  it('writes an empty part as nothing', () => {
    expect(jsonBody(new JsonText('[', '', ']')).toString('utf8')).toBe('[]');
  });

  it('writes any other value as JSON', () => {
    expect(jsonBody({ name: 'Café', items: [1, 2] }).toString('utf8')).toBe('{"name":"Café","items":[1,2]}');
  });
});

describe('withField', () => {
  it('adds a field at the end of an object already written', () => {
    const text = withField('{"id":7,"title":"Vase"}', 'product_images', [{ id: 1, alt: 'Façade' }]);

    expect(JSON.parse(jsonBody(text).toString('utf8'))).toEqual({
      id: 7,
      title: 'Vase',
      product_images: [{ id: 1, alt: 'Façade' }],
    });
  });
});
