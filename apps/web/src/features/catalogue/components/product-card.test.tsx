import type { ReactElement } from 'react';
import { render as renderAlone, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';
import { sampleProduct } from '../testing/sample-product.ts';
import { inLanguage } from '../../../testing/in-language.tsx';

/** The part in English, the specification's words, from the English catalog. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: inLanguage('en') });

describe('ProductCard', () => {
  it('shows the price in rupees with Indian grouping', () => {
    render(
      <MemoryRouter>
        <ProductCard product={sampleProduct({ price: 125000, originalPrice: 150000 })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('₹1,25,000')).toBeTruthy();
  });

  it('opens the variant a search by its SKU found', () => {
    render(
      <MemoryRouter>
        <ProductCard
          product={sampleProduct({ _id: '950', name: 'Sized Silver Band', variantSku: 'D950-16' })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sized Silver Band' }).getAttribute('href')).toBe(
      '/product/950?variant=D950-16',
    );
  });
});
