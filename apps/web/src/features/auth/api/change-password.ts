import { useMutation } from '@tanstack/react-query';
import { accountMessageResponseSchema, type ChangePasswordRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** POST /user/change-password: the user's other sign-ins end; this one stays. Answers the message to show. */
export async function changePassword(input: ChangePasswordRequest): Promise<string> {
  return accountMessageResponseSchema.parse(await api.post<unknown>('/user/change-password', input)).message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
