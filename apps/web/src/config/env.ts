// Build-time configuration. The API lives under /api on the same origin unless a separate host is given.
const configuredBaseUrl: unknown = import.meta.env.VITE_API_BASE_URL;

const configuredHelpUrl: unknown = import.meta.env.VITE_HELP_URL;

export const env = {
  /** Where "Help & Support" leads (the instance's docs or support desk); unset, the menu has no such entry. */
  helpUrl:
    typeof configuredHelpUrl === 'string' && /^https?:\/\//.test(configuredHelpUrl)
      ? configuredHelpUrl
      : undefined,
  apiBaseUrl: typeof configuredBaseUrl === 'string' && configuredBaseUrl !== '' ? configuredBaseUrl : '/api',
} as const;
