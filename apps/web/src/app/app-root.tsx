import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** The entry holds only the router; Ant Design arrives with the layouts that use it. */
export function AppRoot() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
