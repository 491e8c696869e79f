import type { User } from '@codecourt/contracts';

/** The signed-in member the community screens are tested as. */
export const signedInUser: User = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example.com',
  email: 'ada@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};
