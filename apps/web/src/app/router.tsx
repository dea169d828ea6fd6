/**
 * Every page of the shop. React Router's declarative mode is about half the size of its
 * data mode, and every page but the home page is loaded only when a shopper opens it, so
 * the first visit downloads little more than the home page (bench/web checks the budget).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout, PageLoading } from './layout/layout.tsx';
import { usePageChangeEffects } from './layout/page-change-effects.ts';
import { HomeRoute } from './routes/home.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

const SearchRoute = lazy(() => import('./routes/search.tsx'));
const CategoryRoute = lazy(() => import('./routes/category.tsx'));
const TypeListingRoute = lazy(() => import('./routes/type-listing.tsx'));
const CustomizeRoute = lazy(() => import('./routes/customize.tsx'));
const RingCustomizationRoute = lazy(() => import('./routes/ring-customization.tsx'));
const ContactRoute = lazy(() => import('./routes/contact.tsx'));
const CoupleRingsRoute = lazy(() => import('./routes/couple-rings.tsx'));
const LuxuryPendantsRoute = lazy(() => import('./routes/luxury-pendants.tsx'));
const ProductRoute = lazy(() => import('./routes/product.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));
const SignInScreensRoute = lazy(() => import('./routes/sign-in-screens.tsx'));
const ProfileRoute = lazy(() => import('./routes/profile.tsx'));
const CartRoute = lazy(() => import('./routes/cart.tsx'));

export function AppRoutes() {
  // Here rather than in a layout: moving between the two layouts is a page change too.
  usePageChangeEffects();
  return (
    // The account screens stand outside the shared layout, and wait for their code here; the
    // layout's pages wait inside it, under the header.
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomeRoute />} />
          <Route path="search" element={<SearchRoute />} />
          <Route path="category/:slug" element={<CategoryRoute />} />
          <Route path="womens" element={<CategoryRoute slug="women" />} />
          <Route path="mens" element={<CategoryRoute slug="men" />} />
          <Route path="custom" element={<CustomizeRoute />} />
          <Route path="customize" element={<CustomizeRoute />} />
          <Route path="customize/ring" element={<RingCustomizationRoute />} />
          <Route path="custom/:group/:kind" element={<TypeListingRoute />} />
          <Route path="womens-rings" element={<TypeListingRoute group="women" kind="rings" />} />
          <Route path="couple-rings" element={<CoupleRingsRoute />} />
          <Route path="luxury-pendants" element={<LuxuryPendantsRoute />} />
          <Route path="product/:id" element={<ProductRoute />} />
          <Route path="cart" element={<CartRoute />} />
          {/* Checkout happens in the cart, where 'Proceed to Checkout' (/checkout) leads. */}
          <Route path="checkout" element={<Navigate to="/cart" replace />} />
          <Route path="contact" element={<ContactRoute />} />
          {/* Also a customer's order, /orders/{id}: see routes/not-found.tsx. */}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route
          path="login"
          element={
            <InTheBrowser>
              <SignInScreensRoute screen="login" />
            </InTheBrowser>
          }
        />
        <Route
          path="register"
          element={
            <InTheBrowser>
              <SignInScreensRoute screen="register" />
            </InTheBrowser>
          }
        />
        <Route
          path="forgot-password"
          element={
            <InTheBrowser>
              <SignInScreensRoute screen="forgot-password" />
            </InTheBrowser>
          }
        />
        <Route
          path="reset-password"
          element={
            <InTheBrowser>
              <SignInScreensRoute screen="reset-password" />
            </InTheBrowser>
          }
        />
        <Route
          path="profile"
          element={
            <InTheBrowser>
              <ProfileRoute />
            </InTheBrowser>
          }
        />
      </Routes>
    </Suspense>
  );
}

/**
 * The account screens depend on the session, which lives in the browser: the server sends
 * them as loading, and the browser draws them once it has the session.
 */
function InTheBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoading />;
}
