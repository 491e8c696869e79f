import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware that runs on every request, chained inside one router layer: each layer the router walks costs
 * a path match and its bookkeeping, a measurable share of a cached public read. Errors go to the router
 * as from any middleware.
 */
export function oneLayer(...handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined) {
        next(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        next();
        return;
      }
      try {
        void handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
