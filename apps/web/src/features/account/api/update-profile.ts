import { useMutation } from '@tanstack/react-query';
import { userResponseSchema, type UpdateProfileRequest, type User } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** PATCH /user/profile: new first and last names; answers the updated user. */
export async function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return userResponseSchema.parse(await api.request<unknown>('patch', '/user/profile', { json: input })).user;
}

/** The session's user is replaced by the answer, so the navbar and profile show the new name at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      authStore.setState({ user });
    },
  });
}
