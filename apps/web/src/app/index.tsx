import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '@/app/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
