import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPages } from '../../testing/render-route.tsx';
import NotFoundRoute from './not-found.tsx';

const open = (url: string) => renderPages(<Route path="*" element={<NotFoundRoute />} />, url);

describe('an address that is no page of the shop', () => {
  it('says so, and leads home', async () => {
    open('/necklaces/gold');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found · Velli & Thangam');
  });
});
