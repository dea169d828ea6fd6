/**
 * Every page of the shop. React Router's declarative mode is about half the size of its
 * data mode, and every page but the home page is loaded only when a shopper opens it, so
 * the first visit downloads little more than the home page (bench/web checks the budget).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { HomeRoute } from './routes/home.tsx';

const SearchRoute = lazy(() => import('./routes/search.tsx'));
const CategoryRoute = lazy(() => import('./routes/category.tsx'));
const TypeListingRoute = lazy(() => import('./routes/type-listing.tsx'));
const CustomizeRoute = lazy(() => import('./routes/customize.tsx'));
const CoupleRingsRoute = lazy(() => import('./routes/couple-rings.tsx'));
const LuxuryPendantsRoute = lazy(() => import('./routes/luxury-pendants.tsx'));
const ProductRoute = lazy(() => import('./routes/product.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="category/:slug" element={<CategoryRoute />} />
        <Route path="womens" element={<CategoryRoute slug="women" />} />
        <Route path="mens" element={<CategoryRoute slug="men" />} />
        <Route path="custom" element={<CustomizeRoute />} />
        <Route path="customize" element={<CustomizeRoute />} />
        <Route path="custom/:group/:kind" element={<TypeListingRoute />} />
        <Route path="womens-rings" element={<TypeListingRoute group="women" kind="rings" />} />
        <Route path="couple-rings" element={<CoupleRingsRoute />} />
        <Route path="luxury-pendants" element={<LuxuryPendantsRoute />} />
        <Route path="product/:id" element={<ProductRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
