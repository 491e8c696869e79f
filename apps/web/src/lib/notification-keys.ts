/**
 * The signed-in user's notifications in the query cache: the list page and its unread count. Shared code, as
 * other features follow what the bell's live stream brings (a peer match opens the queue card's room).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
