// Lets non-React code (the API client) navigate. The router registers itself at start;
// before that, a full page load is the only way to move.
type Navigate = (path: string) => void;

let current: Navigate = (path) => {
  globalThis.location.assign(path);
};

export function setNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigate(path: string): void {
  current(path);
}
