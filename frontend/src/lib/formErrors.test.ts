import { errorsAfterEdit } from './formErrors';

describe('errorsAfterEdit', () => {
  it('drops an edited field’s message once its value is valid, and keeps the others', () => {
    const shown = { title: 'Title is required.', price: 'Price must be greater than zero.' };
    expect(errorsAfterEdit(shown, { price: 'Price must be greater than zero.' }, ['title'])).toEqual({
      price: 'Price must be greater than zero.',
    });
  });

  it('follows the new value while it is still invalid', () => {
    const shown = { username: 'Username is required.' };
    const found = { username: 'Username must be at least 4 characters.' };
    expect(errorsAfterEdit(shown, found, ['username'])).toEqual(found);
  });

  it('adds no message to a field that showed none', () => {
    const shown = { title: 'Title is required.' };
    expect(errorsAfterEdit(shown, { description: 'Description is required.' }, ['description'])).toBe(shown);
  });
});
