import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
