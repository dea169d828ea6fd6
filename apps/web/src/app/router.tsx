/**
 * Every page of the shop. React Router's declarative mode is about half the size of its
 * data mode, and every page but the home page is loaded only when a shopper opens it, so
 * the first visit downloads little more than the home page (bench/web checks the budget).
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  RING_COLLECTION_PATH,
  RING_PERSONALISATION_PATH,
} from '@shop/shared/page-paths';
import { Layout, PageLoading } from './layout/layout.tsx';
import { usePageChangeEffects } from './layout/page-change-effects.ts';
import { HomeRoute } from './routes/home.tsx';
import { Adopted } from '../lib/adopted.ts';
import { lazyWithQueries } from '../lib/lazy-with-queries.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

const SearchRoute = lazyWithQueries(() => import('./routes/search.tsx'));
/** A page that heads itself with the pages' words (lib/page-words.ts) comes with them. */
function withPageWords<Route>(load: () => Promise<Route>): () => Promise<Route> {
  return () =>
    Promise.all([
      load(),
      import('../lib/page-words.ts').then((words) => words.loadPageWordsOfThePage()),
    ]).then(([route]) => route);
}
const CategoryRoute = lazyWithQueries(withPageWords(() => import('./routes/category.tsx')));
const TypeListingRoute = lazyWithQueries(withPageWords(() => import('./routes/type-listing.tsx')));
const PersonaliseRoute = lazyWithQueries(() => import('./routes/personalise.tsx'), ['personalisation']);
const RingPersonalisationRoute = lazyWithQueries(
  () => import('./routes/ring-personalisation.tsx'),
  ['personalisation', 'cart'],
);
const ContactRoute = lazyWithQueries(() => import('./routes/contact.tsx'), ['account']);
// Named by the footer's words, which may still be on their way when the page is drawn.
const PolicyRoute = lazyWithQueries(() => import('./routes/policy.tsx'), ['guides', 'footer']);
const RingSizeGuideRoute = lazyWithQueries(
  () => import('./routes/ring-size-guide.tsx'),
  ['guides', 'footer'],
);
const CoupleRingsRoute = lazyWithQueries(() => import('./routes/couple-rings.tsx'));
const LuxuryPendantsRoute = lazyWithQueries(() => import('./routes/luxury-pendants.tsx'));
const ProductRoute = lazyWithQueries(() => import('./routes/product.tsx'), ['personalisation']);
const PreviewRoute = lazyWithQueries(() => import('./routes/preview.tsx'), ['personalisation']);
const NotFoundRoute = lazyWithQueries(() => import('./routes/not-found.tsx'));
const SignInScreensRoute = lazyWithQueries(() => import('./routes/sign-in-screens.tsx'), ['account']);
/**
 * A customer's order travels with the profile, whose Orders tab links to it: a module of its
 * own would split the code the two share into new files, and each new file's name adds to
 * the first visit's JavaScript.
 */
const profileModule = () => import('./routes/profile.tsx');
const ProfileRoute = lazyWithQueries(profileModule, ['account', 'personalisation']);
const OrderRoute = lazyWithQueries(
  async () => ({ default: (await profileModule()).OrderRoute }),
  ['account', 'personalisation'],
);
const CartRoute = lazyWithQueries(() => import('./routes/cart.tsx'), ['cart', 'personalisation', 'account']);
const WishlistRoute = lazyWithQueries(() => import('./routes/wishlist.tsx'), ['account']);

export function AppRoutes() {
  // Here rather than in a layout: moving between the two layouts is a page change too.
  usePageChangeEffects();
  return (
    // The account screens stand outside the shared layout, and wait for their code here; the
    // layout's pages wait inside it, under the header.
    <Suspense fallback={<PageLoading />}>
      <Routes>{PAGE_ROUTES}</Routes>
      <Adopted />
    </Suspense>
  );
}

/**
 * A route for each page of the shop's list (`PAGE_PATHS` in packages/shared/src/page-paths.ts)
 * and each alias (`PAGE_ALIASES` in pages.ts); router.test.tsx holds the two to each other.
 * Written out rather than made from the list: repeated routes compress to fewer bytes on the
 * first visit than the list and the code that would read it.
 */
export const PAGE_ROUTES = (
  <>
    <Route element={<Layout />}>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/search" element={<SearchRoute />} />
      <Route path="/category/:slug" element={<CategoryRoute />} />
      <Route path="/womens" element={<CategoryRoute slug="women" />} />
      <Route path="/mens" element={<CategoryRoute slug="men" />} />
      <Route path="/custom" element={<PersonaliseRoute />} />
      <Route path="/customize" element={<PersonaliseRoute />} />
      <Route path={RING_PERSONALISATION_PATH} element={<RingPersonalisationRoute />} />
      <Route path="/custom/:group/:kind" element={<TypeListingRoute />} />
      <Route path={RING_COLLECTION_PATH} element={<TypeListingRoute group="women" kind="rings" />} />
      <Route path={COUPLE_RINGS_PATH} element={<CoupleRingsRoute />} />
      <Route path={LUXURY_PENDANTS_PATH} element={<LuxuryPendantsRoute />} />
      <Route path="/product/:id" element={<ProductRoute />} />
      <Route path="/previews/:token" element={<PreviewRoute />} />
      <Route path="/cart" element={<CartRoute />} />
      <Route path="/wishlist" element={<WishlistRoute />} />
      {/* Checkout happens in the cart, where 'Proceed to Checkout' (/checkout) leads. */}
      <Route path="/checkout" element={<Navigate to="/cart" replace />} />
      <Route path="/contact" element={<ContactRoute />} />
      <Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />
      <Route path="/policies/:policyId" element={<PolicyRoute />} />
      <Route path="/orders/:orderId" element={<OrderRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Route>
    <Route
      path="/login"
      element={
        <InTheBrowser>
          <SignInScreensRoute screen="login" />
        </InTheBrowser>
      }
    />
    <Route
      path="/register"
      element={
        <InTheBrowser>
          <SignInScreensRoute screen="register" />
        </InTheBrowser>
      }
    />
    <Route
      path="/forgot-password"
      element={
        <InTheBrowser>
          <SignInScreensRoute screen="forgot-password" />
        </InTheBrowser>
      }
    />
    <Route
      path="/reset-password"
      element={
        <InTheBrowser>
          <SignInScreensRoute screen="reset-password" />
        </InTheBrowser>
      }
    />
    <Route
      path="/profile"
      element={
        <InTheBrowser>
          <ProfileRoute />
        </InTheBrowser>
      }
    />
  </>
);

/**
 * The account screens depend on the session, which lives in the browser: the server sends
 * them as loading, and the browser draws them once it has the session.
 */
function InTheBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoading />;
}
