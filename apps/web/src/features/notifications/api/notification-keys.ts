/** The signed-in user's notifications in the query cache: the list page and its unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
