/**
 * The database channel of user-row changes (names, password, role); the payload is the user's id. Every
 * API instance listens, so the signed-in user it keeps for a request or two is never older than a change.
 */
export const USER_CHANGES_CHANNEL = 'codecourt_user_changes';
