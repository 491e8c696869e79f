import { useMutation } from '@tanstack/react-query';
import { userResponseSchema, type PublicProfileSettings, type User } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PATCH /user/public-profile: the handle (the address of /u/{handle}) and the privacy switch. */
export async function updatePublicProfile(input: PublicProfileSettings): Promise<User> {
  return userResponseSchema.parse(
    await api.request<unknown>('patch', '/user/public-profile', { json: input }),
  ).user;
}

/** The session's user is replaced by the answer, so every link to the profile follows the new handle. */
export function useUpdatePublicProfile() {
  return useMutation({
    mutationFn: updatePublicProfile,
    onSuccess: (user) => {
      authStore.setState({ user });
    },
  });
}
