import { useMutation } from '@tanstack/react-query';
import { accountMessageResponseSchema, type ResetPasswordRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** POST /user/reset-password: a new password from an emailed link; every sign-in of the account ends. */
export async function resetPassword(input: ResetPasswordRequest): Promise<string> {
  return accountMessageResponseSchema.parse(await api.post<unknown>('/user/reset-password', input)).message;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // This browser may have been signed in to the account whose sign-ins just ended.
    onSuccess: () => authStore.getState().checkAuth(),
  });
}
