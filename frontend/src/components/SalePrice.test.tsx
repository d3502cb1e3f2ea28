import { render, screen } from '@testing-library/react';
import { SalePrice } from './SalePrice';

describe('SalePrice', () => {
  it('shows a plain price without a sale', () => {
    const { container } = render(<SalePrice price={20} salePrice={null} />);
    expect(container).toHaveTextContent(/^\$20\.00$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the old price through and says "was, now" to screen readers', () => {
    const { container } = render(<SalePrice price={24.5} salePrice={20.83} from />);
    expect(container.querySelector('s')).toHaveTextContent('$24.50');
    expect(screen.getByText('was from $24.50, now from $20.83')).toHaveClass('visually-hidden');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('From $24.50 $20.83');
  });
});
