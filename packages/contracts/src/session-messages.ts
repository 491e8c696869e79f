// Messages of the session endpoints that spec §5/§8 leave unnamed: the API answers them, clients may show them.

export const SESSION_MESSAGES = {
  loggedOut: 'Logged out successfully',
} as const;
