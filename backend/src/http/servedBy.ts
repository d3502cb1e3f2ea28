import type { RequestHandler } from 'express';

/**
 * Names the machine that answered (`X-Served-By: <MACHINE_NAME>`), so that behind a load balancer an
 * operator, or a test, can tell which replica served a request. Used only when MACHINE_NAME is set.
 */
export function servedBy(machineName: string): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Served-By', machineName);
    next();
  };
}
