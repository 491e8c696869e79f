// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MESSAGES } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { initialAuthState } from '@/lib/auth-store';
import { testUser } from '@/testing/auth-store-harness';
import { RequireAccess } from '@/features/auth/components/require-access';

function renderAdminPage() {
  render(
    <MemoryRouter initialEntries={['/admin/create']}>
      <Routes>
        <Route
          path="/admin/create"
          element={
            <RequireAccess admin>
              <h1>Create Problem</h1>
            </RequireAccess>
          }
        />
        <Route path="/login" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  authStore.setState(initialAuthState);
});

describe('admin pages', () => {
  it('when a signed-in user without the admin role opens one, then an admins-only page offers a way back', () => {
    authStore.setState({ ...initialAuthState, sessionChecked: true, user: { ...testUser, role: 'user' } });
    renderAdminPage();
    expect(screen.getByRole('heading', { name: MESSAGES.adminsOnlyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to problems' }).getAttribute('href')).toBe('/problems');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('when nobody is signed in, then the sign-in page opens instead', () => {
    authStore.setState({ ...initialAuthState, sessionChecked: true, user: null });
    renderAdminPage();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('when an admin opens one, then the page itself shows', () => {
    authStore.setState({ ...initialAuthState, sessionChecked: true, user: { ...testUser, role: 'admin' } });
    renderAdminPage();
    expect(screen.getByRole('heading', { name: 'Create Problem' })).toBeTruthy();
  });
});
