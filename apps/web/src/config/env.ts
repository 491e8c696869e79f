// Build-time configuration. The API lives under /api on the same origin unless a separate host is given.
const configuredBaseUrl: unknown = import.meta.env.VITE_API_BASE_URL;

export const env = {
  apiBaseUrl: typeof configuredBaseUrl === 'string' && configuredBaseUrl !== '' ? configuredBaseUrl : '/api',
} as const;
