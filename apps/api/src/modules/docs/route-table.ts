// The type moved beside the route definitions; the modules not yet declared with defineRoutes import it here.
export type { RouteDoc } from '../../middleware/route-definition.js';
